import type { Bolt, BoltRecord } from '../../rules/schemas/records/bolt';
import { callPath } from '../callPath';
import { fromApi } from '../records';
import { writeBody, type CallContext } from './context';

/** A transfer moves the Bolt: a retried attempt must not move it twice. */
const ONCE = { idempotent: true };

/** Staff's archive of deleted Bolts (spec 1 §1, §7): the calls that are not its list. */
export const boltArchiveCalls = (api: CallContext) => ({
  /** Spec 1 §7 POST admin/bolts/{id}/restore: the archived Bolt is live again, with no deletion scheduled. */
  restoreBolt: async (boltId: string) => fromApi<Bolt>((await api.send<{ data: BoltRecord }>('POST', callPath`bolts/${boltId}/restore`)).data),

  /** POST admin/bolts/archive/{id}/transfer (admins, spec 1 §6): the archived Bolt moves to the customer's account at once. */
  transferArchivedBolt: async (boltId: string, customerId: number) =>
    fromApi<Bolt>(
      (await api.send<{ data: BoltRecord }>('POST', callPath`bolts/archive/${boltId}/transfer`, writeBody('transfers', { customerId }), ONCE)).data,
    ),
});
