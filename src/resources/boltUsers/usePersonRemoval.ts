import { useQueryClient } from '@tanstack/react-query';
import { useDelete, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { usePrompt } from '../../components/usePrompt';
import type { BoltRecord } from '../../layout/useBoltContext';
import type { BoltPerson } from './types';

/**
 * Removing a person's access (DELETE bolts/{id}/users/{userId}) after a confirmation: someone else
 * leaves the list; the caller leaving loses the Bolt and goes back to their Bolts.
 */
export function usePersonRemoval(boltId: string) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const prompt = usePrompt();
  const queryClient = useQueryClient();
  const [deleteOne, { isPending: busy }] = useDelete<BoltPerson, Error>();
  const { data: bolt } = useGetOne<BoltRecord>('bolts', { id: boltId });
  const boltName = bolt?.name ?? translate('app.breadcrumbs.bolt', { id: boltId });

  const remove = async (person: BoltPerson, self: boolean) => {
    const answer = await prompt(
      self
        ? {
            title: translate('app.boltUsers.leaveTitle', { bolt: boltName }),
            text: 'app.boltUsers.leaveText',
            confirmText: 'app.boltUsers.leave',
            iconName: 'warning',
          }
        : {
            title: translate('app.boltUsers.removeTitle', { person: person.name ?? person.email }),
            text: translate('app.boltUsers.removeText', { bolt: boltName }),
            confirmText: 'app.boltUsers.remove',
            iconName: 'delete',
          },
    );
    if (!answer.confirmed) return;
    deleteOne(
      'boltUsers',
      { id: person.id, previousData: person, meta: { boltId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: async () => {
          if (self) {
            // The Bolt is gone from the caller's reach: only the Bolt lists need fetching again.
            queryClient.removeQueries({ queryKey: ['bolts', 'getOne'] });
            await queryClient.invalidateQueries({ queryKey: ['bolts'] });
            notify('app.boltUsers.left', { type: 'success', messageArgs: { bolt: boltName } });
            navigate('/bolts');
          } else {
            notify('app.boltUsers.removed', { type: 'success', messageArgs: { person: person.name ?? person.email } });
            navigate(`/bolts/${boltId}/users-access`);
          }
        },
        onError: (error) => notify(error.message, { type: 'error' }),
      },
    );
  };
  return { remove, busy };
}
