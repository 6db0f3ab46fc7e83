import type { BoltAccess } from '../../resources/bolts/billing/types';
import type { BoltPerson } from '../../resources/boltUsers/types';
import type { BoltRole } from '../../rules/boltRoles';
import { callPath } from '../callPath';
import { fromApi, type ApiRecord } from '../records';
import { writeBody, type CallContext } from './context';

/** Calls about a Bolt's people that are not CRUD (typed methods of the data provider). */
export const boltUsersCalls = (api: CallContext) => ({
  /**
   * Spec 1 §7 GET bolts/{id}/users, read for its meta only: the caller's own role in the Bolt and
   * what it permits, so pages offer only what the API would allow.
   */
  boltAccess: async (boltId: string): Promise<BoltAccess> => {
    const { meta } = await api.send<{ meta: BoltAccess }>('GET', `${callPath`bolts/${boltId}/users`}?per_page=1`);
    return { role: meta.role, permissions: meta.permissions };
  },

  /** Spec 1 §7 POST bolts/{id}/invite: a known user gets access at once, anyone else an invitation. */
  inviteToBolt: async (boltId: string, invite: { email: string; role: BoltRole }) =>
    fromApi<BoltPerson>((await api.send<{ data: ApiRecord }>('POST', callPath`bolts/${boltId}/invite`, writeBody('bolt-users', invite))).data),

  /** Spec 1 §7 PUT bolts/{id}/users/{userId}: a member's new role. */
  changeMemberRole: async (boltId: string, personId: string, role: BoltRole) =>
    fromApi<BoltPerson>(
      (await api.send<{ data: ApiRecord }>('PUT', callPath`bolts/${boltId}/users/${personId}`, writeBody('bolt-users', { role }))).data,
    ),
});
