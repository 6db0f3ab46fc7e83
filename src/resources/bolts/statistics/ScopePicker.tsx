import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SiteOption } from './useSites';

const BOLT = 'bolt';

/** The whole Bolt or one of its sites; sites have no content-type or cache series. */
export function ScopePicker({
  site,
  sites,
  onChange,
}: {
  site: number | null;
  sites: SiteOption[] | undefined;
  onChange: (site: number | null) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.statistics.scope.label')}
      value={site === null ? BOLT : String(site)}
      onChange={(event) => onChange(event.target.value === BOLT ? null : Number(event.target.value))}
      sx={{ minWidth: 240, width: { xs: '100%', sm: 'auto' } }}
    >
      <MenuItem value={BOLT}>{translate('app.statistics.scope.bolt')}</MenuItem>
      {/* Until the sites load, the chosen one still needs an option to show. */}
      {!sites && site !== null && <MenuItem value={String(site)}>{translate('app.breadcrumbs.site', { id: site })}</MenuItem>}
      {sites?.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
