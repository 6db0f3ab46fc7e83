import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiCall } from '../../../dataProvider/send';
import { SectionCard } from '../../../components/SectionCard';

/**
 * Staff action of spec 2 §7: rebuild the site's configuration on its server
 * (`reload?sync-crons-ssh=0|1`, 204), optionally pushing its cron jobs and SSH access again.
 */
export function ReloadBlock({ envId }: { envId: number | string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [sync, setSync] = useState(false);
  const [reloading, setReloading] = useState(false);

  const reload = async () => {
    setReloading(true);
    try {
      await apiCall('POST', `environments/${envId}/reload?sync-crons-ssh=${sync ? 1 : 0}`);
      notify('app.sites.admin.reload.done', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.sites.admin.reload.failed', { type: 'error' });
    } finally {
      setReloading(false);
    }
  };

  return (
    <SectionCard title="app.sites.admin.reload.title" icon={<RefreshIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.sites.admin.reload.text')}
      </Typography>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={sync} onChange={(event) => setSync(event.target.checked)} />}
        label={translate('app.sites.admin.reload.sync')}
      />
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={reload} disabled={reloading} sx={{ mt: 1, display: 'flex' }}>
        {translate('app.sites.admin.reload.submit')}
      </Button>
    </SectionCard>
  );
}
