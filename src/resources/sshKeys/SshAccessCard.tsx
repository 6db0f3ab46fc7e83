import TerminalIcon from '@mui/icons-material/Terminal';
import { FormControl, FormControlLabel, InputLabel, MenuItem, Select, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiCall } from '../../dataProvider/send';
import { SSH_ACCESS_TYPES } from '../../rules/sshAccess';
import type { SshAccess } from '../../rules/site';
import type { SiteRecord } from '../sites/useSite';
import { SectionCard } from '../../components/SectionCard';

interface SshAccessCardProps {
  site: SiteRecord;
  onChanged: () => void;
}

/**
 * Spec 2 §2.8 and §4: legacy sites switch SSH and SFTP together; others choose an SSH access type
 * that applies at once. The message is the server's ('SSH and SFTP access enabled', …).
 */
export function SshAccessCard({ site, onChanged }: SshAccessCardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const change = async (attributes: { ssh: boolean } | { sshAccess: SshAccess }) => {
    setSaving(true);
    try {
      const body = await apiCall<{ meta?: { message?: string } }>('PATCH', `environments/${site.id}`, {
        data: { type: 'environments', id: String(site.id), attributes },
      });
      if (body.meta?.message) notify(body.meta.message, { type: 'success' });
      onChanged();
    } catch {
      notify('app.sites.notifications.updateFailed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <SectionCard title="app.siteAccess.sshTitle" icon={<TerminalIcon fontSize="small" />}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(site.isLegacy ? 'app.siteAccess.legacyHelp' : 'app.siteAccess.typeHelp')}
      </Typography>
      {site.isLegacy ? (
        <FormControlLabel
          control={<Switch checked={site.ssh} disabled={saving} onChange={(event) => change({ ssh: event.target.checked })} />}
          label={translate('app.siteAccess.sshAndSftp')}
        />
      ) : (
        <FormControl fullWidth sx={{ maxWidth: 360 }} disabled={saving}>
          <InputLabel id="ssh-access-type">{translate('app.siteAccess.type')}</InputLabel>
          <Select labelId="ssh-access-type" label={translate('app.siteAccess.type')} value={site.sshAccess} onChange={(event) => change({ sshAccess: event.target.value as SshAccess })}>
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
