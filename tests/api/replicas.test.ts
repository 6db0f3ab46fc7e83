import { randomBytes } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEKEEPING } from '../../server/jobs/queue';
import { ServerChild } from '../ops/processes';
import { PASSWORD } from './helpers';

/**
 * Two real servers (server/main.ts as child processes) on one PostgreSQL database behave as one
 * (README "Replicas and jobs"). Their session caches trust an entry for ten minutes here, so a
 * refusal seen at once can only come from the change being heard, not from an entry expiring.
 * Always on the PostgreSQL at 127.0.0.1 (or TEST_DATABASE_URL): replicas need one.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = `replica_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
const LOGIN_LIMIT = 4;

let a: ServerChild;
let b: ServerChild;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(text, values);
  await client.end();
  return rows as Row[];
}

// Every sign-in but the rate-limit test's comes from an address of its own (TRUST_PROXY), so the
// per-address limit counts only what that test sends.
let nextAddress = 1;
const ownAddress = () => `198.51.100.${nextAddress++}`;

async function call(
  server: ServerChild,
  method: string,
  path: string,
  { token, body, from }: { token?: string; body?: unknown; from?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (from) headers['x-forwarded-for'] = from;
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function signIn(server: ServerChild, email: string) {
  const response = await call(server, 'POST', '/v1/auth/login', { body: { username: email, password: PASSWORD }, from: ownAddress() });
  expect(response.status).toBe(200);
  return response.json.data.token as string;
}

const status = async (server: ServerChild, token: string) => (await call(server, 'GET', '/v1/bolts', { token })).status;

beforeAll(async () => {
  await admin(`create database ${databaseName}`);
  const env = {
    DATABASE_URL: databaseUrl,
    SEED: 'demo',
    TRUST_PROXY: '127.0.0.1',
    LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
    SESSION_CACHE_TTL_MS: '600000',
  };
  // Started together on the empty database: one migrates and seeds it, the other waits and finds it ready.
  [a, b] = await Promise.all([ServerChild.start(env), ServerChild.start(env)]);
}, 180_000);

afterAll(async () => {
  a?.kill();
  b?.kill();
  await Promise.all([a?.exited, b?.exited]);
  await admin(`drop database if exists ${databaseName} with (force)`);
}, 60_000);

describe('two servers on one database', () => {
  it('read on one what was written on the other', async () => {
    const staff = await signIn(a, 'staff@demo.test');
    const body = (attributes: object) => ({ data: { type: 'ip-blocks', attributes } });
    const created = await call(a, 'POST', '/v1/admin/ip-blocks', { token: staff, body: body({ address: '203.0.113.77', reason: 'Replica test' }) });
    expect(created.status).toBe(201);
    const path = `/v1/admin/ip-blocks/${created.json.data.id}`;
    expect((await call(b, 'GET', path, { token: staff })).json.data.attributes).toMatchObject({ address: '203.0.113.77', reason: 'Replica test' });

    expect((await call(b, 'PATCH', path, { token: staff, body: body({ reason: 'Replica test, edited on B' }) })).status).toBe(200);
    expect((await call(a, 'GET', path, { token: staff })).json.data.attributes.reason).toBe('Replica test, edited on B');
  });

  it('refuse a token on both the moment it is signed out on either', async () => {
    for (const [here, there] of [
      [a, b],
      [b, a],
      [a, b],
      [b, a],
    ]) {
      const token = await signIn(here, 'customer@demo.test');
      // Both servers have now cached the session.
      expect([await status(here, token), await status(there, token)]).toEqual([200, 200]);
      expect((await call(here, 'POST', '/v1/auth/logout', { token })).status).toBe(204);
      expect([await status(there, token), await status(here, token)]).toEqual([401, 401]);
    }
  });

  it('block on one a customer locked on the other, and let them in again once unlocked', async () => {
    const staff = await signIn(a, 'staff@demo.test');
    const customer = await signIn(b, 'customer@demo.test');
    expect([await status(a, customer), await status(b, customer)]).toEqual([200, 200]);
    const [{ account_id: accountId }] = await query<{ account_id: number }>(`select account_id from users where email = 'customer@demo.test'`);

    const body = { data: { type: 'lockdown', attributes: { accountId, type: 'soft', reason: 'Replica test' } } };
    const locked = await call(a, 'POST', '/v1/admin/lockdown', { token: staff, body });
    expect(locked.status).toBe(201);
    const refused = await call(b, 'GET', '/v1/bolts', { token: customer });
    expect(refused.status).toBe(403);
    expect(refused.json.errors[0].code).toBe('403001');
    expect(await status(a, customer)).toBe(403);

    expect((await call(b, 'DELETE', `/v1/admin/lockdown/${locked.json.data.id}`, { token: staff })).status).toBe(204);
    expect([await status(a, customer), await status(b, customer)]).toEqual([200, 200]);
  });

  it('count sign-in attempts from one address on both servers against one limit', async () => {
    const attempt = (server: ServerChild, n: number) =>
      call(server, 'POST', '/v1/auth/login', { body: { username: `nobody-${n}@demo.test`, password: 'wrong-password' }, from: '203.0.113.50' });
    for (let n = 0; n < LOGIN_LIMIT; n++) expect((await attempt(n % 2 ? b : a, n)).status).toBe(401);
    expect((await attempt(a, LOGIN_LIMIT)).status).toBe(429);
    expect((await attempt(b, LOGIN_LIMIT + 1)).status).toBe(429);
  });

  it('run each job of the shared queue exactly once, on one of them', async () => {
    const [{ id: userId }] = await query<{ id: number }>(`select id from users where email = 'customer@demo.test'`);
    await query(`insert into tokens (user_id, token_hash, expires_at) values ($1, 'expired-by-test', now() - interval '1 minute')`, [userId]);
    await query(
      `insert into idempotency_keys (user_id, key, method, path, fingerprint, created_at) values ($1, 'old-by-test', 'POST', '/v1/x', 'f', now() - interval '25 hours')`,
      [userId],
    );
    await query(`insert into rate_limits (key, count, window_start) values ('login:old-by-test', 3, now() - interval '1 hour')`);
    await query(`insert into login_failures (email_hash, failures, last_failure_at) values ('old-by-test', 2, now() - interval '1 day')`);
    const valid = await signIn(a, 'customer@demo.test');

    const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    await boss.start();
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push((await boss.send(HOUSEKEEPING, {}))!);
    for (const id of ids) {
      for (let job = await boss.getJobById(HOUSEKEEPING, id); job?.state !== 'completed'; job = await boss.getJobById(HOUSEKEEPING, id)) {
        expect(job?.state).not.toBe('failed');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    await boss.stop({ graceful: false, wait: true });

    const runs = (id: string) => (a.printed + b.printed).split(`"jobId":"${id}"`).length - 1;
    expect(ids.map(runs)).toEqual([1, 1, 1]);
    const [left] = await query<{ tokens: number; keys: number; limits: number; failures: number }>(
      `select (select count(*)::int from tokens where token_hash = 'expired-by-test') as tokens,
              (select count(*)::int from idempotency_keys where key = 'old-by-test') as keys,
              (select count(*)::int from rate_limits where key = 'login:old-by-test') as limits,
              (select count(*)::int from login_failures where email_hash = 'old-by-test') as failures`,
    );
    expect(left).toEqual({ tokens: 0, keys: 0, limits: 0, failures: 0 });
    expect([await status(a, valid), await status(b, valid)]).toEqual([200, 200]);
  }, 90_000);

  it('let a running job finish when told to stop, then exit cleanly', async () => {
    expect(await b.stop()).toBe(0);
    // Housekeeping deletes tokens: while this transaction holds the table, its run waits on A.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('begin; lock table tokens in share mode');
    const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    await boss.start();
    const id = (await boss.send(HOUSEKEEPING, {}))!;
    const waiting = `select count(*)::int as n from pg_locks where relation = 'tokens'::regclass and not granted`;
    while ((await holder.query(waiting)).rows[0].n === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await boss.getJobById(HOUSEKEEPING, id))?.state).toBe('active');

    a.signal('SIGTERM');
    while (!a.printed.includes('SIGTERM: shutting down')) await new Promise((resolve) => setTimeout(resolve, 50));
    await holder.query('commit');
    await holder.end();
    expect(await a.exited).toBe(0);
    expect((await boss.getJobById(HOUSEKEEPING, id))?.state).toBe('completed');
    await boss.stop({ graceful: false, wait: true });
  }, 90_000);
});
