import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button } from '@mui/material';
import { useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { usePrompt } from '../../components/usePrompt';
import type { CustomerUser } from '../../rules/schemas/records/profile';
import type { Lockdown } from './useAccountLockdown';

/** Lifts the account's lockdown (DELETE admin/lockdown/{id}) once staff confirm. */
export const UnlockButton = ({ lockdown, disabled }: { lockdown: Lockdown; disabled: boolean }) => {
  const customer = useRecordContext<CustomerUser>()!;
  const translate = useTranslate();
  const notify = useNotify();
  const prompt = usePrompt();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete<Lockdown>();
  const confirmAndUnlock = async () => {
    const answer = await prompt({
      title: translate('resources.lockdown.message.delete_title', { recordRepresentation: customer.account }),
      text: 'resources.lockdown.message.delete_content',
      confirmText: 'resources.lockdown.action.delete',
      iconName: 'info',
    });
    if (!answer.confirmed) return;
    remove(
      'lockdown',
      { id: lockdown.id, previousData: lockdown },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.lockdown.notifications.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  };
  return (
    <Button size="small" variant="outlined" startIcon={<LockOpenIcon />} disabled={disabled} loading={isPending} onClick={confirmAndUnlock}>
      {translate('app.customerPage.unlock')}
    </Button>
  );
};
