import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { accounts } from './accounts.js';

/** What is hosted: servers, Bolts, their sites, databases and cron jobs (spec 2 §3); domains are in domains.ts. */

export const servers = pgTable('servers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  hostname: text('hostname').notNull(),
  ip: text('ip').notNull(),
  /** The server's IPv6 address (spec 2 §3 Environment ipv6, the AAAA row of the domains' DNS block). */
  ipv6: text('ipv6'),
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
  /** Live Bolts and databases on the server, kept by triggers so the list sorts on an index (README "Lists at scale"). */
  boltsCount: integer('bolts_count').notNull().default(0),
  databasesCount: integer('databases_count').notNull().default(0),
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
    /** Admin only (spec 1 §6): the address the site's traffic is passed on to; null serves the site itself. */
    reverseProxy: text('reverse_proxy'),
    /**
     * What the site's server serves, as its last configuration build left it (README "Sites'
     * configuration"): the site, the account-suspended page (a hard lockdown), or the disabled page.
     */
    serving: text('serving', { enum: ['site', 'suspended', 'disabled'] })
      .notNull()
      .default('site'),
    configBuiltAt: timestamp('config_built_at', { withTimezone: true }),
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
  /** Spec 2 §3 git.autopull, "Deploy on every push": the deploy webhook deploys only while it is on. */
  autopull: boolean('autopull').notNull().default(true),
  lastTrigger: timestamp('last_trigger', { withTimezone: true }),
  lastStatus: text('last_status'),
  lastMessage: text('last_message'),
  /** When the last deployment ended (deployed or failed); null while it runs. The jobs tray says it. */
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  commit: text('commit'),
  createdAt: createdAt(),
});

/**
 * The last run of each WordPress action on a site (spec 2 §7 POST environments/{id}/install-wordpress
 * and optimize-wordpress): running until its job records how it went, with the server's reason on failure.
 */
export const wordpressRuns = pgTable(
  'wordpress_runs',
  {
    environmentId: integer('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['install', 'optimize'] }).notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    message: text('message'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.environmentId, t.action] })],
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

/**
 * A rebuild of sites' configuration or PHP (spec 1 §1 "rebuild of sites config", §6 rebuild PHP),
 * run as a durable job site by site (server/jobs/sitesConfig.ts): asked for by an admin, or made by
 * a lockdown or a site's admin settings that change what its server serves.
 */
export const configRebuilds = pgTable('config_rebuilds', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['config', 'php'] }).notNull(),
  reason: text('reason', { enum: ['requested', 'lockdown', 'site-settings'] }).notNull(),
  serverId: integer('server_id').references(() => servers.id, { onDelete: 'set null' }),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  requestedBy: integer('requested_by'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** One site of a rebuild and what became of it. */
export const configRebuildSites = pgTable(
  'config_rebuild_sites',
  {
    rebuildId: integer('rebuild_id')
      .notNull()
      .references(() => configRebuilds.id, { onDelete: 'cascade' }),
    environmentId: integer('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    /** What the server serves after it (config rebuilds); why it failed otherwise. */
    serving: text('serving', { enum: ['site', 'suspended', 'disabled'] }),
    message: text('message'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.rebuildId, t.environmentId] }), index('config_rebuild_sites_environment_idx').on(t.environmentId)],
);
