import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  bucketId: text('bucket_id'),
  unpaidInvoices: integer('unpaid_invoices').notNull().default(0),
  createdAt: createdAt(),
});

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

export const servers = pgTable('servers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  hostname: text('hostname').notNull(),
  ip: text('ip').notNull(),
  type: text('type', { enum: ['shared', 'dedicated'] }).notNull(),
  location: text('location').notNull(),
  status: text('status', { enum: ['active', 'maintenance', 'decommissioned'] })
    .notNull()
    .default('active'),
  hidden: boolean('hidden').notNull().default(false),
  cpuCores: integer('cpu_cores').notNull(),
  memoryGb: integer('memory_gb').notNull(),
  diskGb: integer('disk_gb').notNull(),
  notes: text('notes').notNull().default(''),
  createdAt: createdAt(),
});

export const bolts = pgTable(
  'bolts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    plan: text('plan', { enum: ['pro', 'business', 'scale', 'enterprise'] }).notNull(),
    dedicated: boolean('dedicated').notNull().default(false),
    serverId: integer('server_id').references(() => servers.id),
    location: text('location').notNull().default('osl-no'),
    cms: text('cms'),
    billingPeriod: text('billing_period', { enum: ['monthly', 'annual'] })
      .notNull()
      .default('monthly'),
    /** Set for a free test Bolt; the trial's days left are derived from it. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    customContract: boolean('custom_contract').notNull().default(false),
    /** Dedicated Bolts only; null means the plan's storage. -1 is unlimited. */
    storageQuotaMb: integer('storage_quota_mb'),
    deletionScheduledAt: timestamp('deletion_scheduled_at', { withTimezone: true }),
    /** Deleted immediately: archived, restorable by staff. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bolts_account_idx').on(t.accountId),
    index('bolts_server_idx').on(t.serverId),
    // Staff lists sort by name and page deep into 100k Bolts.
    index('bolts_name_idx').on(t.name, t.id),
  ],
);

export const environments = pgTable(
  'environments',
  {
    id: serial('id').primaryKey(),
    boltId: integer('bolt_id')
      .notNull()
      .references(() => bolts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    name: text('name').notNull(),
    state: text('state').notNull().default('production'),
    enabled: boolean('enabled').notNull().default(true),
    location: text('location').notNull(),
    isLegacy: boolean('is_legacy').notNull().default(false),
    /** Development mode is on until this moment (spec: 3 hours). */
    devModeUntil: timestamp('dev_mode_until', { withTimezone: true }),
    cacheMode: text('cache_mode').notNull().default('static'),
    phpVersion: text('php_version').notNull().default('8.3'),
    phpMemoryLimit: integer('php_memory_limit').notNull().default(256),
    phpTimezone: text('php_timezone').notNull().default('UTC'),
    sshAccess: text('ssh_access', { enum: ['password_and_keys', 'keys', 'none'] }),
    ssh: boolean('ssh').notNull().default(true),
    sftp: boolean('sftp').notNull().default(true),
    /** The site's API key; shown to the site's users and used by the git deploy webhook. */
    apiKey: text('api_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    sshPasswordHash: text('ssh_password_hash'),
    /** Legacy sites force HTTPS to this domain; others use the `forceHttps` flag (spec 2 §2.5). */
    forceHttpsDomain: text('force_https_domain'),
    forceHttps: boolean('force_https').notNull().default(false),
    /** Domain redirect: every request goes to this host (null = none). */
    forceDomain: text('force_domain'),
    forceDomainHttps: boolean('force_domain_https').notNull().default(true),
    phpExtensions: text('php_extensions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    separatePhpErrorLog: boolean('separate_php_error_log').notNull().default(false),
    /** PHP-FPM worker settings (spec 2 §5, §9); null means the default. */
    phpWorkers: jsonb('php_workers').$type<Partial<Record<'max' | 'maxSystem' | 'maxCron' | 'maxIdle' | 'nice' | 'maxRequests', number>>>(),
    webFirewall: boolean('web_firewall').notNull().default(false),
    malwareProtection: boolean('malware_protection').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('environments_bolt_idx').on(t.boltId)],
);

export const databases = pgTable(
  'databases',
  {
    id: serial('id').primaryKey(),
    boltId: integer('bolt_id')
      .notNull()
      .references(() => bolts.id, { onDelete: 'cascade' }),
    serverId: integer('server_id').references(() => servers.id),
    name: text('name').notNull(),
    dbName: text('db_name').notNull(),
    dbUser: text('db_user').notNull(),
    sizeMb: integer('size_mb').notNull().default(0),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('databases_server_idx').on(t.serverId)],
);

export const cronjobs = pgTable(
  'cronjobs',
  {
    id: serial('id').primaryKey(),
    environmentId: integer('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    command: text('command').notNull(),
    schedule: text('schedule').notNull(),
    comment: text('comment').notNull().default(''),
    notifications: text('notifications', { enum: ['all', 'errors', 'none'] })
      .notNull()
      .default('none'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('cronjobs_environment_idx').on(t.environmentId)],
);

export const ipBlocks = pgTable('ip_blocks', {
  id: serial('id').primaryKey(),
  address: text('address').notNull().unique(),
  reason: text('reason').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

export const userAgentBlocks = pgTable('user_agent_blocks', {
  id: serial('id').primaryKey(),
  pattern: text('pattern').notNull().unique(),
  matchType: text('match_type', { enum: ['exact', 'contains', 'regex'] })
    .notNull()
    .default('contains'),
  reason: text('reason').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
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

export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    environmentId: integer('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    type: text('type', {
      enum: ['LETS_ENCRYPT', 'NAMECHEAP', 'SECTIGO', 'SELF_SIGNED', 'EXTERNAL'],
    }).notNull(),
    status: text('status').notNull().default('DRAFT'),
    autoRenew: boolean('auto_renew').notNull().default(true),
    isWildcard: boolean('is_wildcard').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('certificates_expires_idx').on(t.expiresAt)],
);

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

/** Mail the sandbox mail adapter "sent"; a real adapter would hand it to a mail service. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

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

/** Which sites use which Bolt database (spec 2 §2.6 connect/disconnect). */
export const databaseEnvironments = pgTable(
  'database_environments',
  {
    databaseId: integer('database_id')
      .notNull()
      .references(() => databases.id, { onDelete: 'cascade' }),
    environmentId: integer('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.databaseId, t.environmentId] }), index('database_environments_env_idx').on(t.environmentId)],
);

/** A site's git deployment (spec 2 §2.4); the deploy key's private half never leaves the server. */
export const siteGit = pgTable('site_git', {
  environmentId: integer('environment_id')
    .primaryKey()
    .references(() => environments.id, { onDelete: 'cascade' }),
  repodef: text('repodef'),
  branch: text('branch').notNull().default('main'),
  localpath: text('localpath').notNull().default('public'),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  connected: boolean('connected').notNull().default(false),
  lastTrigger: timestamp('last_trigger', { withTimezone: true }),
  lastStatus: text('last_status'),
  lastMessage: text('last_message'),
  commit: text('commit'),
  createdAt: createdAt(),
});

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

/** Add-ons staff switch on for a site (spec 2 §6, §7). */
export const siteAddons = pgTable(
  'site_addons',
  {
    id: serial('id').primaryKey(),
    environmentId: integer('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('site_addons_env_name').on(t.environmentId, t.name)],
);
