import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { accounts, users } from './accounts.js';
import { environments } from './hosting.js';

/** Domains, their certificates and CDN provisioning (spec 2 §2.1–§2.3, §3, §4). */

/**
 * Spec 2 §3 Domain: a host name served by a site. A name is served by one site at a time, so it is
 * unique across the whole panel. `apex` is worked out once, when the domain is added (the
 * registrable name under its public suffix); `deletable` false marks a domain the panel itself
 * keeps (spec 2 §3 "internal").
 */
export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    environmentId: integer('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    apex: boolean('apex').notNull(),
    readonly: boolean('readonly').notNull().default(false),
    deletable: boolean('deletable').notNull().default(true),
    cdnEnabled: boolean('cdn_enabled').notNull().default(false),
    cdnOrderId: integer('cdn_order_id'),
    cdnOrderStatus: text('cdn_order_status'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('domains_name_idx').on(t.name), index('domains_environment_name_idx').on(t.environmentId, t.name, t.id)],
);

/**
 * Spec 2 §3 Certificate and spec 1 §4 certificate order statuses: one row is one certificate order
 * and, once issued, the certificate itself. `orderState` is what the authority's last step returned
 * (server/dataplane/certificates/authority.ts), so a job resumes it after a restart on any replica.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    environmentId: integer('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    /** The domain it is linked to (spec 2 §7 link/unlink); null when unlinked. */
    domainId: integer('domain_id').references(() => domains.id, { onDelete: 'set null' }),
    type: text('type', {
      enum: ['LETS_ENCRYPT', 'NAMECHEAP', 'SECTIGO', 'SELF_SIGNED', 'EXTERNAL'],
    }).notNull(),
    status: text('status').notNull().default('DRAFT'),
    autoRenew: boolean('auto_renew').notNull().default(true),
    isWildcard: boolean('is_wildcard').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The authority's order between job steps (JSON), with the DNS challenges it asked for. */
    orderState: jsonb('order_state'),
    /** Why the order failed, in the authority's own words (shown under a FAILED_ status). */
    statusMessage: text('status_message'),
    certificatePem: text('certificate_pem'),
    chainPem: text('chain_pem'),
    /** The private key never leaves the server: no API answer carries it. */
    privateKeyPem: text('private_key_pem'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** A paid certificate's checkout (spec 2 §9 prices): paid and ordered together, or neither. */
    checkoutId: text('checkout_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('certificates_expires_idx').on(t.expiresAt),
    index('certificates_domain_idx').on(t.domainId),
    index('certificates_environment_idx').on(t.environmentId, t.id),
    index('certificates_status_idx').on(t.status, t.id),
  ],
);

/**
 * Spec 2 §3 Provisioning order: a CDN order (`sbcdn`, the provider's CDN; `acd`, Accelerated
 * Domains) for up to 3 domains of one customer (spec 2 §5), validated step by step by jobs.
 */
export const provisioningOrders = pgTable(
  'provisioning_orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['sbcdn', 'acd'] })
      .notNull()
      .default('sbcdn'),
    status: text('status', { enum: ['pending', 'in_progress', 'complete'] })
      .notNull()
      .default('pending'),
    /** Who placed it: the customer, or staff on the customer's behalf (spec 2 §2.3). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Accelerated Domains is paid (spec 2 §9): its checkout. */
    checkoutId: text('checkout_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('provisioning_orders_account_idx').on(t.accountId, t.id)],
);

/**
 * One domain of a provisioning order and its four steps (spec 2 §3): `steps` maps ownership, ssl,
 * routing and extra to {status, message, validation {record_key, record_value}, isRetry, retry_at}.
 */
export const provisioningOrderDomains = pgTable(
  'provisioning_order_domains',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => provisioningOrders.id, { onDelete: 'cascade' }),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'in_progress', 'complete', 'action_required'] })
      .notNull()
      .default('pending'),
    steps: jsonb('steps').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.domainId] }), index('provisioning_order_domains_domain_idx').on(t.domainId)],
);

/** Every provisioning step a job ran (spec 1 §2 /provisioning/cloudflare/logs), newest first. */
export const provisioningLogs = pgTable(
  'provisioning_logs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => provisioningOrders.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    step: text('step', { enum: ['ownership', 'ssl', 'routing', 'extra'] }).notNull(),
    status: text('status', { enum: ['pending', 'in_progress', 'complete', 'action_required'] }).notNull(),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('provisioning_logs_created_idx').on(t.createdAt, t.id), index('provisioning_logs_account_idx').on(t.accountId, t.id)],
);
