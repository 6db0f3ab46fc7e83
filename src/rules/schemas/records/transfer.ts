import { z } from 'zod';
import { BOLT_ROLES } from '../../boltRoles';
import { int, moment, resourceObject, type Flat } from './document';

export const TRANSFER_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;

/**
 * A request to hand a Bolt to another person (spec 1 §4): pending for 24 hours, then expired when
 * unanswered. The `token` that answers it is shown to its recipient only.
 */
export const transferRecordSchema = resourceObject('transfers', {
  boltId: int,
  boltName: z.string(),
  fromName: z.string(),
  toEmail: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  createdAt: moment,
  decidedAt: moment.nullable(),
  expiresAt: moment,
  token: z.string().optional(),
});
export type TransferRecord = z.input<typeof transferRecordSchema>;
export type Transfer = Flat<TransferRecord>;

/** GET bolts/{id}/transfer: the Bolt's latest transfer (null for none) and what the caller may do with it. */
export const transferDocument = z.strictObject({
  data: transferRecordSchema.nullable(),
  meta: z.strictObject({ role: z.enum(BOLT_ROLES).nullable(), canStart: z.boolean(), isRecipient: z.boolean() }),
});
export type TransferMeta = z.input<typeof transferDocument>['meta'];
