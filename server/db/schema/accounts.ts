import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Accounts, their people and their sign-ins (spec 1 §3, §4), and lockdowns of an account. */

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    bucketId: text('bucket_id'),
    /** Invoices not paid (statuses not_paid, payment_due), kept by a trigger on invoices (migration 0013). */
    unpaidInvoices: integer('unpaid_invoices').notNull().default(0),
    /** The customer record (spec 1 §7 GET customer) that signup creates; null for the provider's own account. */
    customerId: text('customer_id'),
    company: text('company'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    /** ISO 4217, one of the currencies offered at signup. */
    currency: text('currency'),
    /** PUT auth/signup/account-type: what the account is for (the post-signup "Account setup" step). */
    accountType: text('account_type'),
    /** Set when the owner asked to delete the account; the account-deletion job removes it. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_customer_id_unique').on(t.customerId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'staff', 'admin'] })
      .notNull()
      .default('customer'),
    blocked: boolean('blocked').notNull().default(false),
    signupState: text('signup_state').notNull().default('signup_complete'),
    picture: text('picture'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** E.164. */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** RFC 6238 TOTP secret (base32), kept while MFA is being set up and once it is on. */
    mfaSecret: text('mfa_secret'),
    /** MFA is on (a code is required at sign-in) from this moment; null when off. */
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** Chat-widget consent (spec 1 §4): null until the person answers. */
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const tokens = pgTable('tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Shown in the list of signed-in sessions (Security & Password). */
  userAgent: text('user_agent'),
  ip: text('ip'),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins per account (OWASP ASVS 5.0 §6.3), keyed by the SHA-256 of the lower-cased
 * e-mail so unknown addresses are counted alike and no address is stored in the clear.
 */
export const loginFailures = pgTable('login_failures', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const lockdowns = pgTable('lockdowns', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id),
  type: text('type', { enum: ['soft', 'hard'] }).notNull(),
  reason: text('reason').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use secrets sent to a person: e-mail verification and reset links, SMS codes. Only a
 * SHA-256 of the secret is kept; a row is spent by setting used_at and dies at expires_at.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'change_email', 'reset_password', 'verify_phone'] }).notNull(),
    secretHash: text('secret_hash').notNull(),
    /** The new address of a change_email link, the number of a verify_phone code. */
    payload: text('payload'),
    /** Wrong guesses of an SMS code; the code dies after the limit. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_secret_idx').on(t.secretHash), index('one_time_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/** Text messages the sandbox SMS gateway "sent"; a real gateway would deliver them. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** A person's profile picture, stored resized (PUT user-profile/picture). */
export const userPictures = pgTable('user_pictures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  /** Base64 of the resized image. */
  data: text('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** MFA recovery codes: each signs in once in place of a TOTP code; only their hashes are kept. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);
