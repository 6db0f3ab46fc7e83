import ReportIcon from '@mui/icons-material/ReportGmailerrorred';
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../../components/SectionCard';
import { patchSite, useSiteWrite } from '../useSiteWrite';
import type { AvailablePhpSettings } from './phpForm';

/** Spec 2 §2.9 and §6: staff keep a site's PHP errors in a log of its own; it applies at once. */
export function PhpErrorLogCard({ settings }: { settings: AvailablePhpSettings }) {
  const translate = useTranslate();
  const save = useSiteWrite((separatePhpErrorLog: boolean) => patchSite(settings.id, { separatePhpErrorLog }));
  return (
    <SectionCard title="app.sitePhp.errorLog.title" icon={<ReportIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.sitePhp.errorLog.help')}
      </Typography>
      <FormControlLabel
        disabled={settings.isLegacy || save.isPending}
        control={<Switch checked={save.isPending ? !!save.variables : settings.separatePhpErrorLog} onChange={(event) => save.mutate(event.target.checked)} />}
        label={translate('app.sitePhp.errorLog.label')}
      />
    </SectionCard>
  );
}
