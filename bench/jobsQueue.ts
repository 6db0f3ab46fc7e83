import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import promClient from 'prom-client';
import { readConfig } from '../server/config.js';
import type { Database } from '../server/db/client.js';
import { startJobs } from '../server/jobs/queue.js';
import type { JobDefinition } from '../server/jobs/types.js';

/** The benchmark's job: one query, as a certificate or deployment step reads its row before its work. */
export const BENCH_JOB = 'bench-job';

/** Starts the server's job queue (server/jobs/queue.ts) with only the benchmark's job; `done` counts the jobs run here. */
export async function startBenchQueue(database: Database, done: () => void) {
  const definition: JobDefinition = {
    name: BENCH_JOB,
    options: { retryLimit: 0 },
    work: async (_data, { database: { db } }) => {
      await db.execute(sql`select 1`);
      done();
    },
  };
  const config = { ...readConfig({}), jobPollingSeconds: 0.5 };
  return startJobs(database, config, Fastify().log, new promClient.Registry(), [definition]);
}
