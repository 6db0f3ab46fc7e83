import path from 'node:path';
import type { LoginThrottle } from './auth/loginThrottle.js';

/** Runtime configuration, read once from the environment (README "Configuration"). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
  demoPassword: string;
  tokenTtlSeconds: number;
  loginRateLimit: { max: number; windowMs: number };
  loginThrottle: LoginThrottle;
  /** Fastify's trustProxy: which proxies may set X-Forwarded-For (the client address the login limit counts). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** PostgreSQL connections per server (DATABASE_URL only). */
  databasePoolSize: number;
  /** README "Connections and load": how long a client may take, in ms. */
  timeouts: Timeouts;
  /** README "Connections and load": the queue in front of request handling. */
  admission: Admission;
  /**
   * "Now" for the statistics: the day a period without dates ends on, and which points have begun.
   * STATISTICS_NOW holds it at one instant, so tests and demos show the same numbers on any day.
   */
  statisticsClock: () => number;
  /** README "Operations": stopping on SIGTERM/SIGINT. */
  shutdown: Shutdown;
  /** How long /v1/ready waits for the database before it answers 503. */
  readinessTimeoutMs: number;
  /** The bearer token /metrics asks for (METRICS_TOKEN); unset, there is no /metrics. */
  metricsToken: string | undefined;
  /** README "Replicas and jobs": each server's cache of signed-in sessions. */
  sessionCache: SessionCacheConfig;
  /** README "Replicas and jobs": when the housekeeping job runs (a cron expression, UTC). */
  housekeepingCron: string;
  /** Whether this server works the job queues (RUN_JOBS, default on); off, it only sends jobs for other replicas. */
  runJobs: boolean;
  /** How often an idle worker asks its queue for a job (pg-boss's floor is 0.5 s). */
  jobPollingSeconds: number;
  /** README "Certificates": where Let's Encrypt certificates are ordered, and the sandboxes' pace. */
  certificates: CertificatesConfig;
  /** The DNS check's resolver, host:port (DNS_RESOLVER); unset = the system's resolvers. */
  dnsResolver: string | undefined;
  /** README "Domains and certificates": when auto-renewal looks for certificates to renew (a cron expression, UTC). */
  certificateRenewalCron: string;
  /** CDN_SANDBOX_MS: how long each step of the sandbox CDN takes (server/dataplane/cdn). */
  cdnSandboxMs: number;
  /** PUBLIC_URL: the panel's address as people reach it, for links sent by mail (never taken from a request's Host). */
  publicUrl: string;
  /** README "Signup": how mail leaves (SMTP_URL, MAIL_FROM; unset = the sandbox outbox). */
  mail: MailConfig;
  /** README "Signup": verification links and SMS codes. */
  signup: SignupConfig;
  /** SANDBOX_OUTBOX_ROUTE=1: GET /v1/sandbox/outbox and /v1/sandbox/sms for the browser journeys; never in production. */
  sandboxOutboxRoute: boolean;
  /** README "Security and password": reset links and their limits. */
  passwordReset: PasswordResetConfig;
  /** MFA_ISSUER: the name authenticator apps show beside the account. */
  mfaIssuer: string;
  /** README "Feedback board": Canny single sign-on (CANNY_*); without a key /sso/canny says feedback is not configured. */
  canny: CannyConfig;
  /** README "Billing": invoices' due date and dunning, the daily billing run, the portal's sessions. */
  billing: BillingConfig;
  /** MALWARE_PROTECTION_HOSTS: the servers (hostnames, lower case) whose sites are offered malware protection (spec 2 §2.10). */
  malwareProtectionHosts: readonly string[];
}

export interface BillingConfig {
  /** INVOICE_DUE_DAYS: an invoice is due this many days after it is issued. */
  dueDays: number;
  /** INVOICE_DUNNING_DAYS: an invoice this many days past due goes from payment due to not paid. */
  dunningDays: number;
  /** BILLING_CRON: when the billing job bills the Bolts' terms and moves unpaid invoices on (a cron expression, UTC). */
  cron: string;
  /** BILLING_PORTAL_SESSION_MINUTES: how long a billing-portal link (POST chargebee-portal) stays open. */
  portalSessionMinutes: number;
}

export interface PasswordResetConfig {
  /** How long a reset link works. */
  linkTtlMs: number;
  /** Reset requests per client address per window (a 429 beyond). */
  rateLimit: { max: number; windowMs: number };
  /** Reset links one account is mailed per hour; further requests answer alike and send nothing. */
  mailsPerHour: number;
}

export interface CannyConfig {
  /** The private SSO key the tokens are signed with (HS256). */
  ssoKey: string | undefined;
  /** The company ID Canny's SSO redirect verifies the token with. */
  companyId: string | undefined;
  /** The feedback board (e.g. https://feedback.example.com): where a sign-in without a `redirect` lands, and the host a `redirect` may name. */
  boardUrl: string;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL with credentials; unset = the sandbox outbox table. */
  smtpUrl: string | undefined;
  /** The From address of every mail. */
  from: string;
}

export interface SignupConfig {
  /** How long an e-mail verification link works. */
  emailLinkTtlMs: number;
  /** How long an SMS code works. */
  smsCodeTtlMs: number;
  /** SMS codes one person may be sent per hour (the first included). */
  smsPerHour: number;
  /** Wrong tries before an SMS code dies. */
  smsMaxAttempts: number;
}

export interface CertificatesConfig {
  /** ACME_DIRECTORY_URL: an RFC 8555 directory; unset = the offline sandbox CA. */
  acmeDirectoryUrl: string | undefined;
  /** ACME_CA_BUNDLE: a PEM file of CAs trusted for the ACME server's TLS (a test CA such as Pebble's). */
  acmeCaBundleFile: string | undefined;
  /** ACME_ACCOUNT_KEY: a PEM file with the ACME account's key; unset = a new account per process. */
  acmeAccountKeyFile: string | undefined;
  /** CERTIFICATE_SANDBOX_MS: how long a sandbox CA validates after 'DNS challenge completed'. */
  sandboxMs: number;
}

export interface SessionCacheConfig {
  /** An entry is trusted this long at most, the backstop should a change go unheard; 0 = no cache. */
  ttlMs: number;
  /** Sessions kept per server. */
  maxEntries: number;
}

export interface Shutdown {
  /** Readiness answers 503 this long before the listener closes, so a load balancer stops sending. */
  delayMs: number;
  /** In-flight requests get this long to finish once the listener is closed; then their connections are cut. */
  graceMs: number;
}

export interface Timeouts {
  /** Until the request line and headers have arrived. */
  headersMs: number;
  /** Until the whole request, body included, has arrived. */
  requestMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
  /** A connection on which nothing moves either way (also while a request is being answered). */
  idleMs: number;
}

export interface Admission {
  /** Requests handled at once; the others wait in the queue. */
  concurrency: number;
  /** Requests that may wait; one more is answered 503. */
  queueLength: number;
  /** A request that waited this long is answered 503 instead. */
  maxWaitMs: number;
}

/** A whole number of at least `min` from the environment, or the default; anything else stops the start. */
function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${value}"`);
  return parsed;
}

/** An ISO 8601 date-time from the environment as a clock that stays there; unset = the real clock. */
function clock(env: NodeJS.ProcessEnv, name: string): () => number {
  const value = env[name];
  if (value === undefined || value === '') return () => Date.now();
  const instant = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant)) throw new Error(`${name} must be an ISO 8601 date-time, not "${value}"`);
  return () => instant;
}

/** A secret from the environment, at least `minLength` characters; unset or empty = none. */
function secret(env: NodeJS.ProcessEnv, name: string, minLength: number): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (value.length < minLength) throw new Error(`${name} must be at least ${minLength} characters long`);
  return value;
}

/** TRUST_PROXY: unset/false = none, a number = that many hops, anything else = addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const databasePoolSize = integer(env, 'DATABASE_POOL_SIZE', 10);
  const requestMs = integer(env, 'REQUEST_TIMEOUT_MS', 30_000);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    // The embedded database is a demo by default; a real PostgreSQL is seeded only on request.
    seed: (env.SEED ?? (databaseUrl ? 'none' : 'demo')) === 'demo' ? 'demo' : 'none',
    demoPassword: env.DEMO_PASSWORD ?? 'demo-password-1',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 8 * 3600),
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      windowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 60_000),
    },
    loginThrottle: {
      maxFailures: Number(env.LOGIN_ACCOUNT_MAX_FAILURES ?? 5),
      windowMs: Number(env.LOGIN_ACCOUNT_WINDOW_MS ?? 15 * 60_000),
      baseLockMs: Number(env.LOGIN_ACCOUNT_LOCK_MS ?? 30_000),
      maxLockMs: Number(env.LOGIN_ACCOUNT_MAX_LOCK_MS ?? 15 * 60_000),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databasePoolSize,
    timeouts: {
      // Node refuses a headers timeout longer than the request timeout.
      headersMs: Math.min(integer(env, 'HEADERS_TIMEOUT_MS', 10_000), requestMs),
      requestMs,
      // Longer than the 60 s idle timeout of common load balancers, so the server never closes a
      // connection the balancer is about to reuse.
      keepAliveMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000),
      idleMs: integer(env, 'CONNECTION_TIMEOUT_MS', 60_000),
    },
    admission: {
      // PGlite runs one query at a time on the server's own thread: a few requests at once keep it
      // busy; PostgreSQL runs one per pooled connection, and a request spends part of its time
      // outside the database.
      concurrency: integer(env, 'ADMISSION_CONCURRENCY', databaseUrl ? 2 * databasePoolSize : 8),
      queueLength: integer(env, 'ADMISSION_QUEUE_LENGTH', 500, 0),
      maxWaitMs: integer(env, 'ADMISSION_MAX_WAIT_MS', 10_000),
    },
    statisticsClock: clock(env, 'STATISTICS_NOW'),
    shutdown: {
      delayMs: integer(env, 'SHUTDOWN_DELAY_MS', 0, 0),
      graceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000),
    },
    readinessTimeoutMs: integer(env, 'READINESS_TIMEOUT_MS', 2_000),
    metricsToken: secret(env, 'METRICS_TOKEN', 16),
    sessionCache: {
      ttlMs: integer(env, 'SESSION_CACHE_TTL_MS', 10_000, 0),
      maxEntries: integer(env, 'SESSION_CACHE_SIZE', 10_000),
    },
    housekeepingCron: env.HOUSEKEEPING_CRON || '*/10 * * * *',
    runJobs: !['0', 'false'].includes(env.RUN_JOBS ?? '1'),
    jobPollingSeconds: Math.max(500, integer(env, 'JOB_POLLING_MS', 2000)) / 1000,
    certificates: {
      acmeDirectoryUrl: env.ACME_DIRECTORY_URL || undefined,
      acmeCaBundleFile: env.ACME_CA_BUNDLE || undefined,
      acmeAccountKeyFile: env.ACME_ACCOUNT_KEY || undefined,
      sandboxMs: integer(env, 'CERTIFICATE_SANDBOX_MS', 3000, 0),
    },
    dnsResolver: env.DNS_RESOLVER || undefined,
    certificateRenewalCron: env.CERTIFICATE_RENEWAL_CRON || '17 3 * * *',
    cdnSandboxMs: integer(env, 'CDN_SANDBOX_MS', 3000, 0),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || 'Hosting control panel <no-reply@localhost>' },
    signup: {
      emailLinkTtlMs: integer(env, 'EMAIL_LINK_TTL_MS', 24 * 3600_000),
      smsCodeTtlMs: integer(env, 'SMS_CODE_TTL_MS', 10 * 60_000),
      smsPerHour: integer(env, 'SMS_PER_HOUR', 3),
      smsMaxAttempts: integer(env, 'SMS_MAX_ATTEMPTS', 5),
    },
    sandboxOutboxRoute: env.SANDBOX_OUTBOX_ROUTE === '1',
    passwordReset: {
      linkTtlMs: integer(env, 'PASSWORD_RESET_TTL_MS', 3600_000),
      rateLimit: {
        max: integer(env, 'PASSWORD_RESET_RATE_LIMIT_MAX', 5),
        windowMs: integer(env, 'PASSWORD_RESET_RATE_LIMIT_WINDOW_MS', 15 * 60_000),
      },
      mailsPerHour: integer(env, 'PASSWORD_RESET_MAILS_PER_HOUR', 3),
    },
    mfaIssuer: env.MFA_ISSUER || 'Hosting control panel',
    canny: {
      ssoKey: secret(env, 'CANNY_SSO_KEY', 16),
      companyId: env.CANNY_COMPANY_ID || undefined,
      boardUrl: (env.CANNY_BOARD_URL || 'https://canny.io').replace(/\/+$/, ''),
    },
    billing: {
      dueDays: integer(env, 'INVOICE_DUE_DAYS', 14, 0),
      dunningDays: integer(env, 'INVOICE_DUNNING_DAYS', 30, 0),
      cron: env.BILLING_CRON || '30 2 * * *',
      portalSessionMinutes: integer(env, 'BILLING_PORTAL_SESSION_MINUTES', 60),
    },
    // Comma-separated, unset = the demo's web01 in Oslo (Acme's main shop; most Bolts run elsewhere), empty = none.
    malwareProtectionHosts: (env.MALWARE_PROTECTION_HOSTS ?? 'web01.osl-no.hosting.test')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}
