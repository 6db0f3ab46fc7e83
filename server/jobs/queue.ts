import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import promClient from 'prom-client';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { jobDefinitions } from './registry.js';
export { HOUSEKEEPING } from './housekeeping.js';
import { registerQueueGauge } from './queueGauge.js';
import type { JobContext, JobDefinition, SendJob } from './types.js';

/** pg-boss keeps its tables in this schema of the server's database. */
const SCHEMA = 'pgboss';

export interface JobQueue {
  /** Sends a job to a queue (a test, or a route that starts one); its id. */
  send: SendJob;
  /** Takes no new jobs and lets running ones finish within `graceMs` (README "Operations"). */
  stop(graceMs: number): Promise<void>;
}

/**
 * pg-boss's SQL on the server's own connection: PostgreSQL's pool, or PGlite (one connection,
 * which takes several statements in one call only through `exec`, without parameters).
 */
function sqlOf(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return { executeSql: (text, values) => client.query(text, values) };
  return {
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * After `stop`, the database may close under a job that outlived the grace period. pg-boss then
 * records that job's end without awaiting it (an unhandled rejection on a closed pool): that late
 * bookkeeping is dropped instead, so the job stays active and pg-boss's expiry retries it (the
 * command answers "no job affected", the count pg-boss reads).
 */
function untilStopped(sql: PgBoss.Db) {
  let stopped = false;
  const db: PgBoss.Db = {
    executeSql: (text, values) => (stopped ? Promise.resolve({ rows: [{ count: 0 }] }) : sql.executeSql(text, values)),
  };
  return { db, stop: () => (stopped = true) };
}

/**
 * The durable job queue (ARCHITECTURE §5): pg-boss on the server's database, PostgreSQL or PGlite.
 * Jobs live in the database, so they survive restarts, and every replica works the same queues:
 * pg-boss hands each job to one worker (SELECT … FOR UPDATE SKIP LOCKED) and fires each schedule
 * once per minute across all replicas.
 */
export async function startJobs(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
  registry: promClient.Registry = promClient.register,
  definitions: readonly JobDefinition[] = jobDefinitions,
): Promise<JobQueue> {
  const sql = sqlOf(database);
  const queueSql = untilStopped(sql);
  const boss = new PgBoss({ db: queueSql.db, schema: SCHEMA });
  boss.on('error', (error) => log.error({ err: error }, 'job queue: pg-boss failed'));
  await boss.start();

  const send: SendJob = (queue, data = {}, options = {}) => boss.send(queue, data, options);
  const context: JobContext = { database, config, log, send };
  for (const definition of definitions) await startDefinition(boss, definition, context);

  const unregister = registerQueueGauge(sql, SCHEMA, registry);
  return {
    send,
    stop: async (graceMs) => {
      unregister();
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
      queueSql.stop();
    },
  };
}

/**
 * Creates a definition's queue, its schedule and a worker that runs one job at a time. A worker
 * that found a job asks again at once (pg-boss would wait its polling interval after every job,
 * capping a queue at one job per interval): a backlog drains as fast as its jobs run, and an
 * idle queue still costs one query per interval.
 */
async function startDefinition(boss: PgBoss, definition: JobDefinition, context: JobContext) {
  const { name, options, schedule, work } = definition;
  await boss.createQueue(name, { name, ...options });
  if (schedule) await boss.schedule(name, typeof schedule === 'string' ? schedule : schedule(context.config), {}, { tz: 'UTC' });
  // RUN_JOBS=0: this server only answers requests and sends jobs; other replicas work them.
  if (!context.config.runJobs) return;
  const polling = { pollingIntervalSeconds: context.config.jobPollingSeconds };
  let workerId = '';
  workerId = await boss.work<object>(name, polling, async ([job]) => {
    try {
      return await work(job.data, context, job);
    } finally {
      boss.notifyWorker(workerId);
    }
  });
}
