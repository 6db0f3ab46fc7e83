import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { apiCall } from '../../../dataProvider/send';
import { useRefreshBolt } from '../billing/queries';
import { deletionPath, leavesBolt, type DeletionChoice } from './deletion';

/**
 * Spec 1 §4 deletion calls: DELETE bolts/{id}?cancelImmediately=0|1 and, to take a scheduled
 * deletion back, POST bolts/{id}/restore-subscription. Both clear the cached Bolt data (spec 1 §7).
 */
export function useBoltDeletion(boltId: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshBolt = useRefreshBolt();
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<unknown>, after: () => Promise<unknown> | void, success: string) => {
    setBusy(true);
    try {
      await call();
      await after();
      notify(success, { type: 'success' });
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.deletion.failed', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const remove = (choice: DeletionChoice) =>
    run(
      () => apiCall('DELETE', deletionPath(boltId, choice)),
      leavesBolt(choice)
        ? () => {
            navigate('/bolts');
            return queryClient.invalidateQueries({ queryKey: ['bolts'] });
          }
        : () => refreshBolt(boltId),
      leavesBolt(choice) ? 'app.deletion.deleted' : 'app.deletion.scheduled',
    );

  const restore = () => run(() => apiCall('POST', `bolts/${boltId}/restore-subscription`), () => refreshBolt(boltId), 'app.deletion.restored');

  return { remove, restore, busy };
}
