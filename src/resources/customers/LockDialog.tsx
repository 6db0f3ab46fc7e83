import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, Labeled, TextField, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { CustomerUser } from '../../rules/schemas/records/profile';
import { lockdownSchema } from '../../rules/schemas/lockdown';
import { LockdownForm } from '../lockdown/LockdownForm';
import { zodValidate } from '../zodValidate';

const validate = zodValidate(lockdownSchema);

/** The lockdown form of /lockdown/create with the customer already chosen: this page's account. */
export const LockDialog = ({ onClose }: { onClose: () => void }) => {
  const customer = useRecordContext<CustomerUser>()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const name = customer.account;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="lock-dialog-title">
      <DialogTitle id="lock-dialog-title">{translate('app.customerPage.lockTitle', { name })}</DialogTitle>
      <DialogContent>
        <CreateBase
          resource="lockdown"
          record={{ accountId: customer.accountId, customer: name }}
          redirect={false}
          // The customer's name is shown, never sent: the lockdown names its account by id.
          transform={({ customer: _customer, ...lock }) => lock}
          mutationOptions={{
            onSuccess: () => {
              notify('resources.lockdown.notifications.created', { type: 'success' });
              onClose();
              refresh();
            },
          }}
        >
          <LockdownForm
            validate={validate}
            customer={
              <Labeled source="customer" resource="lockdown">
                <TextField source="customer" />
              </Labeled>
            }
          />
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
};
