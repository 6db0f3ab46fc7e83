import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiCall } from '../../dataProvider/send';
import { cronjobMessages } from '../../rules/schemas/cronjob';
import { useIsSmall } from '../../components/useIsSmall';
import { CronjobFields } from './CronjobFields';
import { useCronForm } from './useCronForm';
import { cronPayload, type Cronjob } from './useCronjobs';

/** Spec 2 §2.7 edit: PATCH cronjobs/{id} with every field, 'cron updated'. */
export function CronjobEditDialog({ job, onClose, onSaved }: { job: Cronjob; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const fullScreen = useIsSmall();
  const { command, schedule, comment, notifications, active } = job;
  const form = useCronForm(
    { command, schedule, comment: comment ?? '', notifications, active },
    async (values) => (await apiCall<{ meta?: { message?: string } }>('PATCH', `cronjobs/${job.id}`, cronPayload(values))).meta?.message,
    cronjobMessages.updated,
  );
  const save = async () => {
    if (!(await form.submit())) return;
    onSaved();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>{translate('app.siteCronjobs.editTitle')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <CronjobFields values={form.values} errors={form.errors} onChange={form.change} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={form.saving}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
