import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** Spec 1 §3 billing statuses, as stored (the screen shows them with spaces). */
export const INVOICE_STATUSES = ['paid', 'not_paid', 'posted', 'payment_due', 'pending', 'voided', 'refunded', 'refund_due'] as const;

/**
 * Invoices (spec 1 §3 invoice columns): one per Bolt term billed (period_start..period_end) and
 * one per paid checkout. `lines` lists what is billed ({ description, amountCents }).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** The number printed on the invoice and its PDF, e.g. INV-2026-000042. */
    number: text('number').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    boltId: integer('bolt_id').references(() => bolts.id),
    checkoutId: text('checkout_id').references(() => checkouts.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    currency: text('currency').notNull(),
    totalCents: integer('total_cents').notNull(),
    creditUsedCents: integer('credit_used_cents').notNull().default(0),
    amountDueCents: integer('amount_due_cents').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    lines: jsonb('lines').$type<{ description: string; amountCents: number }[]>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_account_idx').on(t.accountId, t.issuedAt, t.id),
    // The renewal job bills each Bolt term once, however often it runs.
    uniqueIndex('invoices_bolt_period_unique').on(t.boltId, t.periodStart),
    uniqueIndex('invoices_checkout_unique').on(t.checkoutId),
  ],
);

/** Credit notes (spec 1 §3 credit-note columns), in the card-billing provider's terms. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    type: text('type', { enum: ['adjustment', 'refundable'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    reasonCode: text('reason_code').notNull(),
    currency: text('currency').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** What is left to use against later invoices. */
    availableCents: integer('available_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('credit_notes_account_idx').on(t.accountId, t.issuedAt, t.id)],
);

/**
 * Sessions of the sandbox card-billing portal (POST chargebee-portal): the popup opens
 * /billing-portal/{token}; only the token's SHA-256 is kept.
 */
export const billingPortalSessions = pgTable('billing_portal_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
