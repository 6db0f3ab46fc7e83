import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { usePrompt } from '../../components/usePrompt';
import { sitePath } from '../sites/sitePaths';
import { keyResource, type SiteRef, type SshKey } from './sshKeys';
import { useRefreshSshLists } from './useRefreshSshLists';

/**
 * Spec 2 §2.8: Delete key, confirmed by a prompt naming the fingerprint; the key leaves every Bolt
 * and site (DELETE ssh-keys/{id}). Spec 2 §8: 'ssh key deleted', or 'could not delete SSH key'.
 */
export function DeleteSshKeyButton({ sshKey, site }: { sshKey: SshKey; site?: SiteRef }) {
  const translate = useTranslate();
  const notify = useNotify();
  const prompt = usePrompt();
  const navigate = useNavigate();
  const refreshLists = useRefreshSshLists();
  const [remove, { isPending }] = useDelete<SshKey>();
  const { resource, meta } = keyResource(site);
  const confirmAndDelete = async () => {
    const answer = await prompt({
      title: 'app.sshKeys.deleteTitle',
      text: translate('app.sshKeys.deleteText', { fingerprint: sshKey.fingerprint }),
      confirmText: 'app.sshKeys.delete',
      iconName: 'delete',
    });
    if (!answer.confirmed) return;
    remove(
      resource,
      { id: sshKey.id, previousData: sshKey, meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: async () => {
          notify('app.sshKeys.deleted', { type: 'success' });
          navigate(site ? sitePath(site.boltId, site.envId, 'access') : '/ssh-keys');
          // The key leaves the account's list, every site's keys and their access entries.
          await refreshLists();
        },
        onError: () => notify('app.sshKeys.deleteFailed', { type: 'error' }),
      },
    );
  };
  return (
    <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} loading={isPending} onClick={confirmAndDelete}>
      {translate('app.sshKeys.delete')}
    </Button>
  );
}
