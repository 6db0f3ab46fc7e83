import { apiCall } from '../../dataProvider/send';
import { useApiQuery } from '../../dataProvider/useApiQuery';
import { fromApi, type ApiRecord } from '../../dataProvider/records';
import { boltKey } from '../bolts/billing/queries';
import type { BoltAccess } from '../bolts/billing/types';
import type { BoltPerson } from './types';

interface PeopleDocument {
  data: ApiRecord[];
  meta: BoltAccess & { total: number };
}

/** GET bolts/{id}/users: the people of a Bolt, and in meta the caller's own role and permissions. */
export const useBoltPeople = (boltId: string) =>
  useApiQuery(boltKey(boltId, 'users'), async () => {
    const body = await apiCall<PeopleDocument>('GET', `bolts/${boltId}/users`);
    return { people: body.data.map((record) => fromApi<BoltPerson>(record)), access: { role: body.meta.role, permissions: body.meta.permissions } };
  });

/** What the caller may do in the Bolt, to show only the actions the server would allow. */
export function useBoltAccess(boltId: string) {
  const { data, isPending, error, refetch } = useBoltPeople(boltId);
  return { access: data?.access, isPending, error, refetch };
}

export const useBoltPerson = (boltId: string, personId: string) =>
  useApiQuery(boltKey(boltId, 'users', personId), async () =>
    fromApi<BoltPerson>((await apiCall<{ data: ApiRecord }>('GET', `bolts/${boltId}/users/${personId}`)).data),
  );
