import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useDataProvider, type RaRecord } from 'react-admin';
import { BulkActionButton } from '../../components/bulk/BulkActionButton';

/** An access by its site and key, in the toast's list of refusals. */
const nameOf = (entry: RaRecord) => `${entry.site?.title ?? entry.environmentId} (${entry.fingerprint ?? entry.id})`;

/**
 * Revokes the chosen accesses after one confirmation, each on its site's path (DELETE
 * admin/environments/{envId}/ssh-access/{id}); the toast says how many went and why any did not.
 */
export function BulkRevokeButton() {
  const dataProvider = useDataProvider();
  return (
    <BulkActionButton
      label="app.sshPages.revoke"
      icon={<DeleteOutlineIcon />}
      confirmTitle="app.sshPages.bulkRevokeTitle"
      confirmText="app.sshPages.bulkRevokeText"
      doneText="app.sshPages.bulkRevoked"
      nameOf={nameOf}
      act={(entry) => dataProvider.delete('siteSshAccess', { id: entry.id, previousData: entry, meta: { siteId: entry.environmentId } })}
    />
  );
}
