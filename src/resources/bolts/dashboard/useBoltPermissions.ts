import type { BoltPermission, BoltRole } from '../../../rules/boltRoles';
import { apiCall } from '../../../dataProvider/send';
import { useApiQuery } from '../../../dataProvider/useApiQuery';
import { boltKey } from '../billing/queries';

interface UsersMeta {
  meta: { role: BoltRole; permissions: BoltPermission[] };
}

/**
 * What the caller may do in this Bolt (GET bolts/{id}/users answers their role in meta), so the
 * dashboard offers only what the API would allow. Until it is known nothing is offered.
 */
export function useBoltPermissions(boltId: string) {
  const { data } = useApiQuery(boltKey(boltId, 'caller-permissions'), async () => (await apiCall<UsersMeta>('GET', `bolts/${boltId}/users`)).meta);
  const permissions = new Set(data?.permissions ?? []);
  return (permission: BoltPermission) => permissions.has(permission);
}
