import type { Transfer, TransferMeta } from '../../resources/bolts/transfer/types';
import { callPath } from '../callPath';
import { fromApi, type ApiRecord } from '../records';
import { writeBody, type CallContext } from './context';

/** Answering and an instant transfer move the Bolt: a retried attempt must not move it twice. */
const ONCE = { idempotent: true };

/**
 * Calls of a Bolt's ownership transfer (spec 1 §4) that are not CRUD. Requesting, answering and
 * cancelling are made by the Bolt's people on their plain paths: the API has no admin variant of them.
 */
export const transferCalls = (api: CallContext) => ({
  /** Spec 1 §7 GET bolts/{id}/transfer: the latest request, and the caller's place in it. */
  boltTransfer: async (boltId: string) => {
    const body = await api.send<{ data: ApiRecord | null; meta: TransferMeta }>('GET', callPath`bolts/${boltId}/transfer`);
    return { transfer: body.data ? fromApi<Transfer>(body.data) : null, meta: body.meta };
  },

  /** GET transfers/incoming: pending requests addressed to the signed-in person. */
  incomingTransfers: async () =>
    (await api.sendAsIs<{ data: ApiRecord[] }>('GET', 'transfers/incoming')).data.map((record) => fromApi<Transfer>(record)),

  /** Spec 1 §5 POST bolts/{id}/transfer/validate: whether the recipient's email may receive the Bolt (422 with the spec's text if not). */
  validateTransfer: (boltId: string, email: string) =>
    api.sendAsIs('POST', callPath`bolts/${boltId}/transfer/validate`, writeBody('transfers', { email })),

  /** Spec 1 §7 POST bolts/{id}/transfer/request: the owner offers the Bolt to the recipient for 24 hours. */
  requestTransfer: async (boltId: string, email: string) =>
    fromApi<Transfer>(
      (await api.sendAsIs<{ data: ApiRecord }>('POST', callPath`bolts/${boltId}/transfer/request`, writeBody('transfers', { email }))).data,
    ),

  /** Spec 1 §7 POST bolts/{id}/transfer/accept with the request's token: the Bolt becomes the recipient's. */
  acceptTransfer: (boltId: string, token: string) =>
    api.sendAsIs('POST', callPath`bolts/${boltId}/transfer/accept`, writeBody('transfers', { token }), ONCE),

  /** Spec 1 §7 POST bolts/{id}/transfer/decline with the request's token. */
  declineTransfer: (boltId: string, token: string) =>
    api.sendAsIs('POST', callPath`bolts/${boltId}/transfer/decline`, writeBody('transfers', { token }), ONCE),

  /** Spec 1 §7 DELETE bolts/{id}/transfer/{transferId}: the owner withdraws a pending request. */
  cancelTransfer: (boltId: string, transferId: string) => api.sendAsIs('DELETE', callPath`bolts/${boltId}/transfer/${transferId}`),

  /** Spec 1 §4, §6 POST admin/bolts/{id}/transfer: an admin moves the Bolt at once, without acceptance. */
  transferNow: async (boltId: string, email: string) =>
    fromApi<Transfer>(
      (await api.send<{ data: ApiRecord }>('POST', callPath`bolts/${boltId}/transfer`, writeBody('transfers', { email }), ONCE)).data,
    ),
});
