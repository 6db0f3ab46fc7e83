import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { usePrompt } from '../../components/usePrompt';
import type { SshKey } from '../sshKeys/sshKeys';
import { useRefreshSshLists } from '../sshKeys/useRefreshSshLists';

/**
 * Deletes a Support key once its name is typed (DELETE ssh-keys/{id}): the key leaves every site it
 * opened, Support access with it included. Spec 2 §8: 'ssh key deleted', or 'could not delete SSH key'.
 */
export function DeleteSupportKeyButton({ sshKey }: { sshKey: SshKey }) {
  const translate = useTranslate();
  const notify = useNotify();
  const prompt = usePrompt();
  const refreshLists = useRefreshSshLists();
  const [remove, { isPending }] = useDelete<SshKey>();
  const confirmAndDelete = async () => {
    const answer = await prompt({
      type: 'input',
      title: 'app.sshKeys.deleteTitle',
      text: translate('app.sshPages.deleteSupportKeyText', { fingerprint: sshKey.fingerprint, name: sshKey.title }),
      inputLabel: 'app.sshPages.typeKeyName',
      compare: sshKey.title,
      confirmText: 'app.sshKeys.delete',
      iconName: 'delete',
    });
    if (!answer.confirmed) return;
    remove(
      'ssh-management',
      { id: sshKey.id, previousData: sshKey },
      {
        mutationMode: 'pessimistic',
        onSuccess: async () => {
          notify('app.sshKeys.deleted', { type: 'success' });
          await refreshLists();
        },
        onError: () => notify('app.sshKeys.deleteFailed', { type: 'error' }),
      },
    );
  };
  return (
    <Tooltip title={translate('app.sshKeys.delete')}>
      <IconButton
        size="small"
        aria-label={translate('app.sshPages.deleteKeyNamed', { name: sshKey.title })}
        onClick={confirmAndDelete}
        disabled={isPending}
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
