import type { BoltRole } from '../../../rules/boltRoles';

export type TransferStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired';

/** A Bolt transfer request (GET bolts/{id}/transfer, GET transfers/incoming). */
export interface Transfer {
  id: string;
  boltId: number;
  boltName: string;
  fromName: string;
  toEmail: string;
  status: TransferStatus;
  createdAt: string;
  decidedAt: string | null;
  expiresAt: string;
  /** Only the recipient gets it: the proof of their answer. */
  token?: string;
}

/** meta of GET bolts/{id}/transfer: the caller's role in the Bolt (null for a recipient without one). */
export interface TransferMeta {
  role: BoltRole | null;
  canStart: boolean;
  isRecipient: boolean;
}
