import type { TransferMeta, TransferStatus } from './types';

/**
 * What the transfer page shows (spec 1 §4): the recipient answers a pending request; the owner
 * starts one, or follows and may cancel the pending one; everyone else with access sees its status.
 */
export type TransferView = { kind: 'decide' } | { kind: 'pending'; canCancel: boolean } | { kind: 'start' } | { kind: 'status' };

export function transferView(status: TransferStatus | null, meta: TransferMeta): TransferView {
  if (status === 'pending') return meta.isRecipient ? { kind: 'decide' } : { kind: 'pending', canCancel: meta.canStart };
  return meta.canStart ? { kind: 'start' } : { kind: 'status' };
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Whole hours and minutes until `expiresAt` (rounded up to the minute); null once it has passed. */
export function timeLeft(expiresAt: string | Date, now = Date.now()): { hours: number; minutes: number } | null {
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0) return null;
  const minutes = Math.ceil(left / MINUTE_MS);
  return { hours: Math.floor((minutes * MINUTE_MS) / HOUR_MS), minutes: minutes % 60 };
}
