import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { EditBase, Form, SaveButton, useTranslate } from 'react-admin';
import { cronjobMessages } from '../../rules/schemas/cronjob';
import { useIsSmall } from '../../components/useIsSmall';
import type { Cronjob } from '../../rules/schemas/records/cronjob';
import { cronFormErrors, cronFormValuesOf } from './cronForm';
import { CronjobFields } from './CronjobFields';
import { useCronNotify } from './useCronNotify';

/**
 * Spec 2 §2.7 edit: PATCH cronjobs/{id} with every field of the form ('cron updated'). The job as
 * listed fills the form at once while it is read again.
 */
export function CronjobEditDialog({ job, onClose }: { job: Cronjob; onClose: () => void }) {
  const translate = useTranslate();
  const { succeeded, failed } = useCronNotify();
  const fullScreen = useIsSmall();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <EditBase<Cronjob>
        resource="siteCronjobs"
        id={job.id}
        mutationMode="pessimistic"
        queryOptions={{ placeholderData: job }}
        redirect={false}
        redirectOnError={false}
        transform={cronFormValuesOf}
        mutationOptions={{
          onSuccess: () => {
            if (succeeded(cronjobMessages.updated)) onClose();
          },
          onError: (error) => failed(error),
        }}
      >
        <Form validate={cronFormErrors} mode="onChange" disableInvalidFormNotification>
          <DialogTitle id={titleId}>{translate('app.siteCronjobs.editTitle')}</DialogTitle>
          <DialogContent sx={{ pt: '8px !important' }}>
            <CronjobFields />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton />
          </DialogActions>
        </Form>
      </EditBase>
    </Dialog>
  );
}
