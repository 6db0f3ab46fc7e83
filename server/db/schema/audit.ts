import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail (README "Audit trail"): one row per row an API request wrote, made by migration
 * 0014's triggers in the transaction of the write, so it commits and rolls back with it. Who, from
 * the request (server/db/auditActor.ts); what, before and after, from the row itself, secrets
 * redacted. No foreign keys: the trail outlives the people and records it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role', { enum: ['customer', 'staff', 'admin'] }),
    actorAccountId: integer('actor_account_id'),
    address: text('address'),
    /** Whose record it is: the account, and the Bolt and site where the record belongs to one. */
    accountId: integer('account_id'),
    boltId: integer('bolt_id'),
    environmentId: integer('environment_id'),
    /** The table written, and the record's id in it. */
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action', { enum: ['created', 'updated', 'deleted'] }).notNull(),
    /** The record before and after; of an update, only the attributes it changed. */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_events_account_idx').on(t.accountId, t.id),
    index('audit_events_bolt_idx').on(t.boltId, t.id),
    index('audit_events_environment_idx').on(t.environmentId, t.id),
    index('audit_events_actor_idx').on(t.actorUserId, t.id),
    index('audit_events_resource_idx').on(t.resource, t.id),
  ],
);
