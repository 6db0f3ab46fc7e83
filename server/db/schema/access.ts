import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { accounts, users } from './accounts.js';
import { bolts, environments } from './hosting.js';

/** Who may reach a Bolt or a site: members, transfers, SSH keys and SSH access (spec 1 §2, spec 2 §2.8). */

/** People with access to a Bolt beyond its account's own users (spec 1 §2 users-access). */
export const boltMembers = pgTable(
  'bolt_members',
  {
    id: serial('id').primaryKey(),
    boltId: integer('bolt_id')
      .notNull()
      .references(() => bolts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'partner', 'technical_contact', 'developer'] }).notNull(),
    status: text('status', { enum: ['active', 'invited'] })
      .notNull()
      .default('invited'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bolt_members_bolt_email').on(t.boltId, sql`lower(${t.email})`), index('bolt_members_user_idx').on(t.userId)],
);

/** A request to hand a Bolt to another person; pending for 24 hours (spec 1 §4). */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    boltId: integer('bolt_id')
      .notNull()
      .references(() => bolts.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toEmail: text('to_email').notNull(),
    token: text('token').notNull().unique(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('transfers_bolt_idx').on(t.boltId)],
);

/** SSH public keys of an account's users; a key can be given to any of the account's sites. */
export const sshKeys = pgTable(
  'ssh_keys',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    sshkey: text('sshkey').notNull(),
    keyType: text('key_type').notNull(),
    keyLength: integer('key_length').notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ssh_keys_account_fingerprint').on(t.accountId, t.fingerprint)],
);

/** Access to a site over SSH/SFTP: support staff, the site's own key, or a user's key (spec 2 §2.8). */
export const sshAccess = pgTable(
  'ssh_access',
  {
    id: serial('id').primaryKey(),
    environmentId: integer('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['staff', 'vhost', 'customer'] }).notNull(),
    sshKeyId: integer('ssh_key_id').references(() => sshKeys.id, { onDelete: 'cascade' }),
    customer: text('customer'),
    fingerprint: text('fingerprint'),
    enabled: boolean('enabled').notNull().default(true),
    /** Temporary access ends here (spec 1 §9 expiry options); null = never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('ssh_access_environment_idx').on(t.environmentId)],
);
