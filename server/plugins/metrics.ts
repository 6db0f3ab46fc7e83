import { createHash, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import promClient from 'prom-client';
import { bearerToken } from './auth.js';

// fastify-metrics is CommonJS with a `default` export, which Node's ESM loader and Vitest unwrap
// differently; require() hands over the same module.exports to both.
const fastifyMetrics = createRequire(import.meta.url)('fastify-metrics').default as typeof import('fastify-metrics').default;

/** Outside /v1/: no admission queue (a scrape must get through when the server is busiest), no OpenAPI entry. */
const METRICS_PATH = '/metrics';

/** The route label of a request no route matched. */
const UNMATCHED = '(unmatched)';

const digest = (text: string) => createHash('sha256').update(text).digest();

const REFUSAL = 'The metrics need the METRICS_TOKEN as a bearer token.';

/** The database pool's connections (PostgreSQL only: PGlite is one connection in the process). */
function poolGauges(app: FastifyInstance, registry: promClient.Registry) {
  const client = (app.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return;
  const pool = client;
  const gauge = (name: string, help: string, read: () => number) =>
    new promClient.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('db_pool_connections', 'Connections the PostgreSQL pool holds open, busy or idle.', () => pool.totalCount);
  gauge('db_pool_idle_connections', 'Open connections of the PostgreSQL pool not running a query.', () => pool.idleCount);
  gauge('db_pool_waiting_queries', 'Queries waiting for a connection of the PostgreSQL pool.', () => pool.waitingCount);
  gauge('db_pool_max_connections', 'The size of the PostgreSQL pool (DATABASE_POOL_SIZE).', () => app.config.databasePoolSize);
}

/** The admission queue in front of the API (plugins/admission.ts). */
function admissionGauges(app: FastifyInstance, registry: promClient.Registry) {
  new promClient.Gauge({
    name: 'http_admission_requests',
    help: 'API requests in the admission queue: running (handled now) and waiting (queued).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'running' }, app.admission.running);
      this.set({ state: 'waiting' }, app.admission.waiting);
    },
  });
  new promClient.Gauge({
    name: 'http_admission_limit',
    help: 'The admission limits: concurrency (ADMISSION_CONCURRENCY) and queue (ADMISSION_QUEUE_LENGTH).',
    labelNames: ['limit'],
    registers: [registry],
    collect() {
      this.set({ limit: 'concurrency' }, app.config.admission.concurrency);
      this.set({ limit: 'queue' }, app.config.admission.queueLength);
    },
  });
}

/**
 * Prometheus metrics at /metrics (README "Operations"), for a scraper holding METRICS_TOKEN; without
 * it configured there is no such path. Request rate and latency per route pattern, the process, the
 * database pool, the admission queue, and whatever else registered on prom-client's default
 * registry (the job queue's gauges).
 *
 * This server's own metrics live in a registry of its own, merged with the default registry at each
 * scrape: a process that builds several servers (the API tests) never registers one name twice.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.metricsToken;
  if (!token) return;
  const expected = digest(token);
  const registry = new promClient.Registry();
  poolGauges(app, registry);
  admissionGauges(app, registry);

  await app.register(fastifyMetrics, {
    promClient,
    endpoint: {
      method: 'GET',
      url: METRICS_PATH,
      logLevel: 'warn',
      config: { disableMetrics: true },
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        const given = bearerToken(request);
        // Compared as digests: equal lengths, so the comparison takes the same time whatever is sent.
        if (given && timingSafeEqual(digest(given), expected)) return;
        // Answered here: this route is made before the API's error handler is set (plugins/errors.ts).
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ errors: [{ status: '401', code: 'unauthorized', title: 'Unauthorized', detail: REFUSAL }], message: REFUSAL });
      },
      // Replaced by fastify-metrics with the one that writes the registries out.
      handler: () => undefined,
    },
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      // A histogram only: a summary's quantiles cannot be added up across replicas.
      enabled: { histogram: true, summary: false },
      // Requests no route matched (404s and the panel's history fallback) are counted too, under one label.
      registeredRoutesOnly: false,
      overrides: {
        histogram: { registers: [registry], help: 'Time from a request to its answer (admission queue included), in seconds.' },
        // fastify-metrics makes the summary even when it is off: kept out of every registry.
        summary: { registers: [] },
        // The route's pattern (/v1/admin/bolts/:id), never the raw URL, whose ids and queries would
        // make a series per request.
        labels: { getRouteLabel: (request) => (request.is404 ? UNMATCHED : (request.routeOptions.url ?? UNMATCHED)) },
      },
    },
  });
});
