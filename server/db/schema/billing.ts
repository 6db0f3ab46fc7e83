import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { accounts, users } from './accounts.js';
import { bolts } from './hosting.js';

/** Money and what it must not do twice: checkouts, idempotency keys, and the sandbox mail outbox. */

/**
 * Checkouts: the order a new Bolt was paid for and how its payment went. The order is kept whole so
 * a paid checkout can always become its Bolt later (by the customer's retry or by staff). Its
 * name, url, location and cms are null only on checkouts made before orders were stored.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** What is bought: a Bolt, a paid certificate (spec 2 §9) or Accelerated Domains; `plan` names its product. */
    product: text('product', { enum: ['bolt', 'certificate', 'cdn'] })
      .notNull()
      .default('bolt'),
    plan: text('plan').notNull(),
    billingPeriod: text('billing_period').notNull(),
    name: text('name'),
    url: text('url'),
    location: text('location'),
    cms: text('cms'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['open', 'paid', 'failed'] })
      .notNull()
      .default('open'),
    boltId: integer('bolt_id').references(() => bolts.id),
    createdAt: createdAt(),
  },
  // Staff's list of paid checkouts that have no Bolt yet stays small however many checkouts there are.
  (t) => [
    index('checkouts_unfulfilled_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'paid' and ${t.boltId} is null`),
  ],
);

/**
 * Answers to requests sent with an Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header
 * Field"), per caller: a repeat of the same request gets the stored answer instead of running
 * again. `status` is null while the first request is in flight. Rows older than 24 hours are
 * deleted when a new key is stored.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the request body as sent (keys sorted), the draft's "idempotency fingerprint". */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Mail the sandbox mail adapter "sent"; a real adapter would hand it to a mail service. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
