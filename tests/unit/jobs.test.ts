import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import promClient from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openPglite, type Database } from '../../server/db/client';
import { accounts, idempotencyKeys, loginFailures, rateLimits, tokens, users } from '../../server/db/schema';
import { CERTIFICATE_RENEWAL } from '../../server/jobs/certificateQueue';
import { HOUSEKEEPING, startJobs, type JobQueue } from '../../server/jobs/queue';

/** The job queue on PGlite (the embedded database), as a server without DATABASE_URL runs it. */
let database: Database;
let jobs: JobQueue;
const registry = new promClient.Registry();
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Waits for a job to leave the queue; its final state and result. */
async function finished(id: string) {
  for (;;) {
    const [job] = await rows<{ state: string; output: unknown }>(sql`select state, output from pgboss.job where id = ${id}`);
    if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
  jobs = await startJobs(database, readConfig({}), Fastify().log, registry);
}, 60_000);

afterAll(async () => {
  await jobs.stop(1000);
  await database.close();
});

describe('the job queue on PGlite', () => {
  it('runs the housekeeping job: what has expired goes, what still counts stays', async () => {
    const [account] = await database.db.insert(accounts).values({ name: 'Jobs AS' }).returning();
    const [user] = await database.db
      .insert(users)
      .values({ accountId: account.id, email: 'jobs@demo.test', firstName: 'Job', lastName: 'Runner', passwordHash: 'x' })
      .returning();
    await database.db.insert(tokens).values([
      { userId: user.id, tokenHash: 'expired', expiresAt: ago(1) },
      { userId: user.id, tokenHash: 'valid', expiresAt: ago(-HOUR) },
    ]);
    await database.db.insert(idempotencyKeys).values([
      { userId: user.id, key: 'old', method: 'POST', path: '/v1/x', fingerprint: 'f', createdAt: ago(25 * HOUR) },
      { userId: user.id, key: 'recent', method: 'POST', path: '/v1/x', fingerprint: 'f', createdAt: ago(HOUR) },
    ]);
    await database.db.insert(rateLimits).values([
      { key: 'login:old', count: 3, windowStart: ago(HOUR) },
      { key: 'login:current', count: 3, windowStart: ago(1000) },
    ]);
    await database.db.insert(loginFailures).values([
      { emailHash: 'old', failures: 2, lastFailureAt: ago(24 * HOUR) },
      { emailHash: 'paused', failures: 9, lastFailureAt: ago(24 * HOUR), lockedUntil: ago(-HOUR) },
    ]);

    const job = await finished((await jobs.send(HOUSEKEEPING))!);
    expect(job).toEqual({ state: 'completed', output: { tokens: 1, idempotencyKeys: 1, rateLimits: 1, loginFailures: 1 } });
    const [left] = await rows(sql`select
      (select string_agg(token_hash, ',') from tokens) as tokens,
      (select string_agg(key, ',') from idempotency_keys) as keys,
      (select string_agg(key, ',') from rate_limits) as limits,
      (select string_agg(email_hash, ',') from login_failures) as failures`);
    expect(left).toEqual({ tokens: 'valid', keys: 'recent', limits: 'login:current', failures: 'paused' });
  });

  it('schedules billing and certificate renewal daily and housekeeping every ten minutes by default', async () => {
    expect(await rows(sql`select name, cron, timezone from pgboss.schedule order by name`)).toEqual([
      { name: 'billing', cron: '30 2 * * *', timezone: 'UTC' },
      { name: CERTIFICATE_RENEWAL, cron: '17 3 * * *', timezone: 'UTC' },
      { name: HOUSEKEEPING, cron: '*/10 * * * *', timezone: 'UTC' },
    ]);
  });

  it('reports the jobs waiting and running per queue to Prometheus', async () => {
    await jobs.send(HOUSEKEEPING, {}, { startAfter: 3600 });
    const text = await registry.metrics();
    expect(text).toContain('job_queue_jobs{queue="housekeeping",state="queued"} 1');
    expect(text).toContain('job_queue_jobs{queue="housekeeping",state="active"} 0');
  });
});

describe('stopping the queue under a job that outlives the grace period', () => {
  it('leaves the job to expire and retry instead of writing to the closed database', async () => {
    const own = await openPglite();
    await own.migrate();
    let started!: () => void;
    let release!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = { name: 'slow', options: {}, work: () => (started(), released) };
    const queue = await startJobs(own, readConfig({}), Fastify().log, new promClient.Registry(), [slow]);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      await queue.send('slow');
      await running;
      await queue.stop(0);
      await own.close();
      release();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  }, 30_000);
});
