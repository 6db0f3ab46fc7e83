import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { usePrompt } from '../../components/usePrompt';
import { apiCall } from '../../dataProvider/send';
import type { BoltRecord } from '../../layout/useBoltContext';
import { useRefreshBolt } from '../bolts/billing/queries';
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
  const refresh = useRefreshBolt();
  const queryClient = useQueryClient();
  const { data: bolt } = useGetOne<BoltRecord>('bolts', { id: boltId });
  const [busy, setBusy] = useState(false);
  const boltName = bolt?.name ?? translate('app.breadcrumbs.bolt', { id: boltId });

  const remove = async (person: BoltPerson, self: boolean) => {
    const answer = await prompt(
      self
        ? { title: translate('app.boltUsers.leaveTitle', { bolt: boltName }), text: 'app.boltUsers.leaveText', confirmText: 'app.boltUsers.leave', iconName: 'warning' }
        : {
            title: translate('app.boltUsers.removeTitle', { person: person.name ?? person.email }),
            text: translate('app.boltUsers.removeText', { bolt: boltName }),
            confirmText: 'app.boltUsers.remove',
            iconName: 'delete',
          },
    );
    if (!answer.confirmed) return;
    setBusy(true);
    try {
      await apiCall('DELETE', `bolts/${boltId}/users/${person.id}`);
      if (self) {
        // The Bolt is gone from the caller's reach: only the Bolt lists need fetching again.
        queryClient.removeQueries({ queryKey: ['bolts', 'getOne'] });
        await queryClient.invalidateQueries({ queryKey: ['bolts'] });
        notify('app.boltUsers.left', { type: 'success', messageArgs: { bolt: boltName } });
        navigate('/bolts');
      } else {
        await refresh(boltId);
        notify('app.boltUsers.removed', { type: 'success', messageArgs: { person: person.name ?? person.email } });
        navigate(`/bolts/${boltId}/users-access`);
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { remove, busy };
}
