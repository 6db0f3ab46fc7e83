import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCall } from '../../../dataProvider/useCall';
import { SectionCard } from '../../../components/SectionCard';

/**
 * Staff action of spec 2 §7: rebuild the site's configuration on its server
 * (`reload?sync-crons-ssh=0|1`, 204), optionally pushing its cron jobs and SSH access again.
 */
export function ReloadBlock({ envId }: { envId: number | string }) {
  const translate = useTranslate();
  const [sync, setSync] = useState(false);
  // The rebuild changes nothing the panel shows.
  const reload = useCall((dataProvider, syncCronsSsh: boolean) => dataProvider.reloadSite(envId, syncCronsSsh), {
    invalidates: [],
    success: 'app.sites.admin.reload.done',
  });

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
      <Button
        variant="outlined"
        startIcon={<RefreshIcon />}
        onClick={() => reload.mutate(sync)}
        disabled={reload.isPending}
        sx={{ mt: 1, display: 'flex' }}
      >
        {translate('app.sites.admin.reload.submit')}
      </Button>
    </SectionCard>
  );
}
