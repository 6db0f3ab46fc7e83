import { z } from 'zod';
import { int, moment, resourceObject } from './document';

/** What a write did to a record (migration 0014's triggers). */
export const AUDIT_ACTIONS = ['created', 'updated', 'deleted'] as const;

/** A record's columns as the trail keeps them (secrets redacted); of an update only the changed ones. */
const snapshot = z.record(z.string(), z.unknown()).nullable();

/** One write, as both trails show it. */
const change = {
  occurredAt: moment,
  /** The table written, e.g. `environments`, and the record's id there. */
  resource: z.string(),
  recordId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  before: snapshot,
  after: snapshot,
  accountId: int.nullable(),
  boltId: int.nullable(),
  boltName: z.string().nullable(),
  environmentId: int.nullable(),
  siteTitle: z.string().nullable(),
};

/** Staff's audit trail (admin/audit-events): who, from where, on whose account. */
export const auditEventRecordSchema = resourceObject('audit-events', {
  ...change,
  actorUserId: int.nullable(),
  actorName: z.string().nullable(),
  actorRole: z.enum(['customer', 'staff', 'admin']).nullable(),
  address: z.string().nullable(),
  account: z.string().nullable(),
  /** Staff (or an admin) acting on a customer's account, not their own. */
  onBehalf: z.boolean(),
});

/**
 * A customer's own account's activity (activity): their people by name; the provider's staff as
 * Support, without their name or address.
 */
export const activityRecordSchema = resourceObject('activity', {
  ...change,
  actorName: z.string().nullable(),
  bySupport: z.boolean(),
});
