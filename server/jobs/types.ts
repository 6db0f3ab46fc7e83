import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

/** Sends a job to a queue; its id, or null when a singleton key already holds one. */
export type SendJob = (queue: string, data?: object, options?: PgBoss.SendOptions) => Promise<string | null>;

/** What a job's handler works with: the database, the configuration, the log and the queue itself. */
export interface JobContext {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  send: SendJob;
}

/**
 * One kind of durable job (ARCHITECTURE §5): its pg-boss queue, the queue's policy (retries with
 * back-off, expiry), an optional cron schedule, and the handler that runs one job. Each area
 * declares its own in server/jobs/<area>.ts; server/jobs/queue.ts starts them all.
 */
export interface JobDefinition<T extends object = object> {
  name: string;
  options: Omit<PgBoss.Queue, 'name'>;
  /** A cron expression (UTC), or the configuration's: pg-boss fires it once per minute slot across every replica. */
  schedule?: string | ((config: Config) => string);
  work: (data: T, context: JobContext, job: PgBoss.Job<T>) => Promise<unknown>;
}
