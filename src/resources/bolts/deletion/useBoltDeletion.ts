import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCall } from '../../../dataProvider/useCall';
import { boltKey } from '../billing/queries';
import { leavesBolt, type DeletionChoice } from './deletion';

/**
 * Spec 1 §4 deletion calls: DELETE bolts/{id}?cancelImmediately=0|1 and, to take a scheduled
 * deletion back, POST bolts/{id}/restore-subscription. Both clear the cached Bolt data (spec 1 §7).
 */
export function useBoltDeletion(boltId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scheduled = useCall((dataProvider, choice: DeletionChoice) => dataProvider.deleteBolt(boltId, choice), {
    invalidates: [['bolts']],
    success: 'app.deletion.scheduled',
  });
  const deleted = useCall((dataProvider, choice: DeletionChoice) => dataProvider.deleteBolt(boltId, choice), {
    // The Bolt is gone: its own record is not read again, only the lists that showed it.
    invalidates: [],
    success: 'app.deletion.deleted',
    onSuccess: () => {
      navigate('/bolts');
      queryClient.removeQueries({ queryKey: boltKey(boltId) });
      queryClient.removeQueries({ queryKey: ['bolts', 'getOne'] });
      void queryClient.invalidateQueries({ queryKey: ['bolts'] });
    },
  });
  const restore = useCall((dataProvider) => dataProvider.restoreSubscription(boltId), { invalidates: [['bolts']], success: 'app.deletion.restored' });

  /** Resolves true once the Bolt is deleted or its deletion scheduled. */
  const remove = (choice: DeletionChoice) =>
    (leavesBolt(choice) ? deleted : scheduled).mutateAsync(choice).then(
      () => true,
      () => false,
    );

  return { remove, restore: () => restore.mutate(), busy: scheduled.isPending || deleted.isPending || restore.isPending };
}
