import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { TOTP_PERIOD_SECONDS } from '../auth/totp.js';
import { expiredKey } from '../plugins/idempotency.js';
import type { JobDefinition } from './types.js';

/** Rows deleted per statement: a large backlog goes in short transactions that hold few locks for long. */
const BATCH = 5_000;

/** What one run deleted, per table. */
export interface Swept {
  tokens: number;
  idempotencyKeys: number;
  rateLimits: number;
  loginFailures: number;
}

/** Deletes the rows of `table` that `stale` picks, BATCH at a time; how many went. */
async function sweep(db: DbOrTx, table: string, stale: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(
      sql`with gone as (delete from ${sql.identifier(table)} where ctid = any(array(select ctid from ${sql.identifier(table)} where ${stale} limit ${BATCH})) returning 1)
          select count(*)::int as n from gone`,
    );
    const deleted = Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

const millis = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * The housekeeping job: deletes what nothing reads any more, none of it observable. Expired
 * tokens (findSession refuses them anyway), idempotency keys past the hours the idempotency plugin
 * keeps them (IDEMPOTENCY_KEY_HOURS), rate-limit counters whose window has passed (the
 * next attempt starts a new window anyway), and per-account sign-in failures that no longer count
 * (loginThrottle.ts starts a new count once the last failure and pause lie a window back).
 */
export async function houseKeep(db: DbOrTx, config: Pick<Config, 'loginRateLimit' | 'loginThrottle' | 'passwordReset'>): Promise<Swept> {
  const throttleCutoff = sql`now() - ${millis(config.loginThrottle.windowMs)}`;
  // The longest window any rate-limit row serves: sign-in, password reset, and the TOTP replay
  // guard's row (auth/totpReplay.ts), which must outlive the two steps a code is accepted in.
  const rateLimitWindowMs = Math.max(config.loginRateLimit.windowMs, config.passwordReset.rateLimit.windowMs, 2 * TOTP_PERIOD_SECONDS * 1000);
  return {
    tokens: await sweep(db, 'tokens', sql`expires_at <= now()`),
    idempotencyKeys: await sweep(db, 'idempotency_keys', expiredKey),
    rateLimits: await sweep(db, 'rate_limits', sql`window_start < now() - ${millis(rateLimitWindowMs)}`),
    loginFailures: await sweep(
      db,
      'login_failures',
      sql`last_failure_at < ${throttleCutoff} and (locked_until is null or locked_until < ${throttleCutoff})`,
    ),
  };
}

export const HOUSEKEEPING = 'housekeeping';

/** Housekeeping every HOUSEKEEPING_CRON; singleton: a run that takes long delays the next, never doubles it. */
export const housekeepingJob: JobDefinition = {
  name: HOUSEKEEPING,
  options: { policy: 'singleton', retryLimit: 2, expireInSeconds: 15 * 60 },
  schedule: (config) => config.housekeepingCron,
  work: async (_data, { database, config, log }, job) => {
    const deleted = await houseKeep(database.db, config);
    log.info({ job: HOUSEKEEPING, jobId: job.id, deleted }, 'housekeeping: deleted what has expired');
    return deleted;
  },
};
