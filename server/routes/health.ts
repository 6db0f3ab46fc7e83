import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { errorDocument } from '../../src/rules/schemas/records/document.js';
import { healthDocument, readyDocument } from '../../src/rules/schemas/records/operations.js';

const notReady = (code: 'shutting_down' | 'database_unavailable', detail: string) =>
  new ApiError(503, [{ status: '503', code, title: 'Service unavailable', detail }]);

/** Whether `select 1` comes back within `timeoutMs` (a pool with no free connection counts as not answering). */
async function databaseAnswers(db: Db, timeoutMs: number, log: FastifyBaseLogger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const query = db.execute(sql`select 1`).then(
    () => true,
    (error: unknown) => {
      log.warn({ err: error }, 'readiness: the database refused');
      return false;
    },
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for an orchestrator or a load balancer (README "Operations"). Both skip the admission
 * queue: a busy server is alive, and a probe that waits behind 500 requests says nothing in time.
 */
export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process and its event loop answer. It never asks the database, so a database
  // outage takes the replicas out of rotation (readiness) instead of getting them restarted.
  app.get('/v1/health', { config: { public: true, unqueued: true }, schema: { response: { 200: healthDocument }, tags: ['health'] } }, async () => ({
    data: { status: 'ok' as const, database: app.databaseKind },
  }));

  // Readiness: send this server requests. No while it shuts down, or while its database does not answer.
  app.get(
    '/v1/ready',
    { config: { public: true, unqueued: true }, schema: { response: { 200: readyDocument, 503: errorDocument }, tags: ['health'] } },
    async (request) => {
      if (app.draining) throw notReady('shutting_down', 'The server is shutting down.');
      if (!(await databaseAnswers(app.db, app.config.readinessTimeoutMs, request.log))) {
        throw notReady('database_unavailable', 'The database does not answer.');
      }
      return { data: { status: 'ready' as const, database: app.databaseKind } };
    },
  );
}
