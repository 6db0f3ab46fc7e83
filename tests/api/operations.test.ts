import { sql } from 'drizzle-orm';
import promClient from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './helpers';

/** README "Operations": liveness, readiness, Prometheus metrics and draining. */
const METRICS_TOKEN = 'metrics-token-for-the-api-tests';
// The test server's pool (openPostgres' default size); on PGlite one held transaction already holds everything.
const POOL_SIZE = 10;

let server: TestServer;
let staff: string;

beforeAll(async () => {
  server = await startTestServer({ metricsToken: METRICS_TOKEN, readinessTimeoutMs: 300 });
  staff = await login(server.app, 'staff@demo.test');
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const scrape = async () => {
  const response = await get('/metrics', bearer(METRICS_TOKEN));
  expect(response.statusCode).toBe(200);
  return response.body;
};
/** The value of one sample line (`name{labels} value`) of a scrape. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/**
 * Holds every connection the server's database has (PGlite: its one turn; PostgreSQL: the whole
 * pool) in open transactions until `release` is called.
 */
async function holdDatabase() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started = 0;
  let allStarted!: () => void;
  const holding = new Promise<void>((resolve) => (allStarted = resolve));
  const kind = server.database.kind;
  const held = Array.from({ length: kind === 'pglite' ? 1 : POOL_SIZE }, () =>
    server.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      if (++started === (kind === 'pglite' ? 1 : POOL_SIZE)) allStarted();
      await gate;
    }),
  );
  await holding;
  return async () => {
    release();
    await Promise.all(held);
  };
}

describe('liveness and readiness', () => {
  it('answers liveness and readiness without a token', async () => {
    const health = await get('/v1/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ data: { status: 'ok', database: server.database.kind } });
    const ready = await get('/v1/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ready', database: server.database.kind } });
  });

  it('is alive but not ready while the database does not answer, and ready again once it does', async () => {
    const release = await holdDatabase();
    try {
      expect((await get('/v1/health')).statusCode).toBe(200);
      const ready = await get('/v1/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().errors).toEqual([
        { status: '503', code: 'database_unavailable', title: 'Service unavailable', detail: 'The database does not answer.' },
      ]);
    } finally {
      await release();
    }
    expect((await get('/v1/ready')).statusCode).toBe(200);
  });

  it('documents both probes in the OpenAPI document', async () => {
    const paths = (await get('/v1/openapi.json')).json().paths;
    expect(paths['/v1/health'].get.responses).toHaveProperty('200');
    expect(paths['/v1/ready'].get.responses).toHaveProperty('503');
  });
});

describe('metrics', () => {
  it('refuses a scrape without the metrics token, or with another token', async () => {
    for (const headers of [{}, bearer('not-the-metrics-token-at-all'), bearer(staff)]) {
      const response = await get('/metrics', headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json().errors[0]).toMatchObject({ status: '401', code: 'unauthorized' });
    }
  });

  it('counts requests and their latency per route pattern, never per raw URL', async () => {
    const before = await scrape();
    const series = 'http_request_duration_seconds_count{method="GET",route="/v1/admin/bolts/:id",status_code="200"}';
    const [first] = (await get('/v1/admin/bolts?per_page=2', bearer(staff))).json().data;
    for (let i = 0; i < 3; i++) expect((await get(`/v1/admin/bolts/${first.id}`, bearer(staff))).statusCode).toBe(200);
    expect((await get('/v1/no-such-path-4711')).statusCode).toBe(404);

    const after = await scrape();
    expect((sample(after, series) ?? 0) - (sample(before, series) ?? 0)).toBe(3);
    expect(after).toContain(`http_request_duration_seconds_bucket{le="0.1",method="GET",route="/v1/admin/bolts/:id",status_code="200"}`);
    expect(sample(after, 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(`/v1/admin/bolts/${first.id}`);
    expect(after).not.toContain('no-such-path-4711');
    expect(after).not.toContain('route="/metrics"');
  });

  it('reports the process, and what other parts registered on the default registry', async () => {
    const jobs = new promClient.Gauge({ name: 'test_jobs_queued', help: 'A gauge the job queue would register.' });
    jobs.set(7);
    try {
      const text = await scrape();
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect(sample(text, 'test_jobs_queued')).toBe(7);
    } finally {
      promClient.register.removeSingleMetric('test_jobs_queued');
    }
  });

  it('reports the admission queue and, on PostgreSQL, the pool, while requests wait for the database', async () => {
    const release = await holdDatabase();
    try {
      // Admitted, then waiting for the database: a request the admission gauge counts as running.
      const pending = get('/v1/admin/bolts', bearer(staff));
      let text = await scrape();
      for (let i = 0; i < 100 && sample(text, 'http_admission_requests{state="running"}') === 0; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        text = await scrape();
      }
      expect(sample(text, 'http_admission_requests{state="running"}')).toBe(1);
      expect(sample(text, 'http_admission_requests{state="waiting"}')).toBe(0);
      expect(sample(text, 'http_admission_limit{limit="concurrency"}')).toBe(server.app.config.admission.concurrency);
      if (server.database.kind === 'postgres') {
        expect(sample(text, 'db_pool_connections')).toBe(POOL_SIZE);
        expect(sample(text, 'db_pool_idle_connections')).toBe(0);
        expect(sample(text, 'db_pool_max_connections')).toBe(server.app.config.databasePoolSize);
      } else {
        expect(text).not.toContain('db_pool_connections');
      }
      await release();
      expect((await pending).statusCode).toBe(200);
    } finally {
      await release();
    }
  });
});

describe('draining', () => {
  it('stays alive but answers readiness 503 and closes each connection once shutdown begins', async () => {
    server.app.drain();
    const ready = await get('/v1/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().errors[0]).toMatchObject({ code: 'shutting_down', detail: 'The server is shutting down.' });
    expect(ready.headers.connection).toBe('close');
    const health = await get('/v1/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics', async () => {
    const plain = await startTestServer();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
