import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CustomerAutocomplete } from '../../components/CustomerAutocomplete';
import type { CdnCustomer } from '../../dataProvider/calls/provisioning';
import { useCall } from '../../dataProvider/useCall';
import { messages } from '../../rules/messages';
import type { Bolt } from '../../rules/schemas/records/bolt';

/** An admin picks the customer an archived Bolt moves to at once (spec 1 §6); the archive is read again afterwards. */
export function TransferDialog({ bolt, onClose }: { bolt: Bolt; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const [customer, setCustomer] = useState<CdnCustomer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const transfer = useCall((dataProvider, customerId: number) => dataProvider.transferArchivedBolt(bolt.id, customerId), {
    invalidates: [['bolt-archive'], ['bolts']],
    success: 'app.boltArchive.transferred',
    onSuccess: onClose,
  });
  const submit = () => {
    if (customer) transfer.mutate(customer.id);
    else setError(messages.selectCustomer);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.boltArchive.transferTitle', { name: bolt.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.boltArchive.transferText', { customer: bolt.customer })}</DialogContentText>
        <CustomerAutocomplete
          value={customer}
          onChange={(picked) => {
            setCustomer(picked);
            setError(null);
          }}
          label="app.boltArchive.customer"
          error={error}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={transfer.isPending}>
          {translate('app.boltArchive.transfer')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
