import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { useIsStaff } from '../../components/useIsStaff';
import { usePrompt } from '../../components/usePrompt';
import { canRemoveEntry, type AccessEntry } from './sshKeys';
import { useRefreshSshLists } from './useRefreshSshLists';

/**
 * Remove one access entry (DELETE environments/{envId}/ssh-access/{id}) after a prompt naming the
 * key's fingerprint. Customers remove user keys only; the API's reason is shown if it refuses.
 */
export function RemoveAccessButton({ entry, envId }: { entry: AccessEntry; envId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const prompt = usePrompt();
  const isStaff = useIsStaff();
  const refreshLists = useRefreshSshLists();
  const [remove, { isPending }] = useDelete<AccessEntry>();
  if (!canRemoveEntry(entry, isStaff)) return null;
  const confirmAndRemove = async () => {
    const answer = await prompt({
      title: 'app.siteAccess.removeTitle',
      text: translate('app.siteAccess.removeText', { fingerprint: entry.fingerprint }),
      iconName: 'delete',
    });
    if (!answer.confirmed) return;
    remove(
      'siteSshAccess',
      { id: entry.id, previousData: entry, meta: { siteId: envId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: async () => {
          notify('app.siteAccess.removed', { type: 'success' });
          // A user key without access is no longer one of the site's keys.
          await refreshLists();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Tooltip title={translate('app.siteAccess.remove')}>
      <IconButton size="small" aria-label={translate('app.siteAccess.remove')} onClick={confirmAndRemove} disabled={isPending}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
