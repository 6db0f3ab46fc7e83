import TerminalIcon from '@mui/icons-material/Terminal';
import { FormControl, FormControlLabel, InputLabel, MenuItem, Select, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PanelDataProvider } from '../../dataProvider';
import { useCall } from '../../dataProvider/useCall';
import { SSH_ACCESS_TYPES } from '../../rules/sshAccess';
import type { SshAccess } from '../../rules/site';
import { SectionCard } from '../../components/SectionCard';
import type { SiteRecord } from '../sites/useSite';

type Change = Parameters<PanelDataProvider['changeSshAccess']>[1];

/**
 * Spec 2 §2.8 and §4: legacy sites switch SSH and SFTP together; others choose an SSH access type
 * that applies at once. The message is the server's ('SSH and SFTP access enabled', …); a failure
 * says 'could not update environment' (spec 2 §8).
 */
export function SshAccessCard({ site }: { site: SiteRecord }) {
  const translate = useTranslate();
  const change = useCall((dataProvider, value: Change) => dataProvider.changeSshAccess(site.id, value), {
    invalidates: [['environments']],
    failure: 'app.sites.notifications.updateFailed',
  });
  const saving = change.isPending;
  return (
    <SectionCard title="app.siteAccess.sshTitle" icon={<TerminalIcon fontSize="small" />}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(site.isLegacy ? 'app.siteAccess.legacyHelp' : 'app.siteAccess.typeHelp')}
      </Typography>
      {site.isLegacy ? (
        <FormControlLabel
          control={<Switch checked={site.ssh} disabled={saving} onChange={(event) => change.mutate({ ssh: event.target.checked })} />}
          label={translate('app.siteAccess.sshAndSftp')}
        />
      ) : (
        <FormControl fullWidth sx={{ maxWidth: 360 }} disabled={saving}>
          <InputLabel id="ssh-access-type">{translate('app.siteAccess.type')}</InputLabel>
          <Select
            labelId="ssh-access-type"
            label={translate('app.siteAccess.type')}
            value={site.sshAccess}
            onChange={(event) => change.mutate({ sshAccess: event.target.value as SshAccess })}
          >
            {SSH_ACCESS_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {translate(`app.sites.sshAccess.${type}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
    </SectionCard>
  );
}
