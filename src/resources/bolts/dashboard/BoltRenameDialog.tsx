import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { EditBase, Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { boltUpdateSchema } from '../../../rules/schemas/bolt';
import { zodValidate } from '../../zodValidate';
import type { DashboardBolt } from './types';

const validate = zodValidate(boltUpdateSchema);

/** Renames the Bolt (PATCH bolts/{id}), checked by the same schema as the API while the name is typed. */
export function BoltRenameDialog({ bolt, open, onClose }: { bolt: DashboardBolt; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <EditBase
        resource="bolts"
        id={bolt.id}
        mutationMode="pessimistic"
        redirect={false}
        // Only the name changes; the rest of the record is not sent back.
        transform={({ name }) => ({ name: String(name ?? '').trim() })}
        mutationOptions={{
          onSuccess: () => {
            notify('resources.bolts.notifications.updated', { type: 'success' });
            onClose();
          },
        }}
      >
        <Form validate={validate} mode="onChange" disableInvalidFormNotification>
          <DialogTitle id={titleId}>{translate('app.dashboard.renameTitle')}</DialogTitle>
          <DialogContent>
            <TextInput source="name" label="resources.bolts.fields.name" autoFocus fullWidth margin="dense" />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose}>{translate('app.prompt.cancel')}</Button>
            <SaveButton label="resources.bolts.rename" />
          </DialogActions>
        </Form>
      </EditBase>
    </Dialog>
  );
}
