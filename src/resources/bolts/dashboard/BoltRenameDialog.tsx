import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { boltUpdateSchema } from '../../../rules/schemas/bolt';
import type { DashboardBolt } from './types';

const nameError = (name: string) => {
  const result = boltUpdateSchema.safeParse({ name });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

/** Renames the Bolt (PATCH bolts/{id}), checked by the same schema as the API. */
export function BoltRenameDialog({ bolt, open, onClose }: { bolt: DashboardBolt; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [name, setName] = useState(bolt.name);
  const [update, { isPending }] = useUpdate<DashboardBolt>();
  const error = nameError(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error || isPending) return;
    update(
      'bolts',
      { id: bolt.id, data: { name: name.trim() }, previousData: bolt },
      {
        onSuccess: () => {
          notify('resources.bolts.notifications.updated', { type: 'success' });
          onClose();
        },
        onError: (failure) => notify(failure instanceof Error ? failure.message : 'app.dashboard.renameFailed', { type: 'error' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" slotProps={{ transition: { onEnter: () => setName(bolt.name) } }}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('app.dashboard.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('resources.bolts.fields.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{translate('app.prompt.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={Boolean(error) || isPending}>
            {translate('resources.bolts.rename')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
