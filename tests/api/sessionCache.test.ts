import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, lockdowns, tokens, users } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

/**
 * Each server keeps signed-in sessions in a cache (README "Replicas and jobs"). Whatever changes a
 * token, a user, an account or a lockdown, the cache hears it from the database before it answers
 * the next request: no route has to remember the cache. Here the changes are written straight into
 * the tables, past every route. The cache trusts an entry for an hour, so only hearing the change
 * explains a refusal.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionCache: { ttlMs: 3_600_000, maxEntries: 1000 } });
});
afterAll(() => server.close());

const db = () => server.database.db;
const bolts = (token: string) => server.app.inject({ method: 'GET', url: '/v1/bolts', headers: bearer(token) });
const CUSTOMER = 'customer@demo.test';

/** A customer's token that has been used once, so its session is in the cache. */
async function cachedToken() {
  const token = await login(server.app, CUSTOMER);
  expect((await bolts(token)).statusCode).toBe(200);
  return token;
}

async function customer() {
  const [row] = await db().select({ id: users.id, accountId: users.accountId }).from(users).where(eq(users.email, CUSTOMER));
  return row;
}

describe('a cached session', () => {
  it('is refused once its token is deleted', async () => {
    const token = await cachedToken();
    const { id } = await customer();
    await db().delete(tokens).where(eq(tokens.userId, id));
    expect((await bolts(token)).statusCode).toBe(401);
  });

  it('is blocked once its user is blocked, and let in once unblocked', async () => {
    const token = await cachedToken();
    const { id } = await customer();
    await db().update(users).set({ blocked: true }).where(eq(users.id, id));
    const refused = await bolts(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('403001');
    await db().update(users).set({ blocked: false }).where(eq(users.id, id));
    expect((await bolts(token)).statusCode).toBe(200);
  });

  it('is blocked once its account has unpaid invoices', async () => {
    const token = await cachedToken();
    const { accountId } = await customer();
    await db().update(accounts).set({ unpaidInvoices: 1 }).where(eq(accounts.id, accountId));
    expect((await bolts(token)).json().errors[0].code).toBe('403002');
    await db().update(accounts).set({ unpaidInvoices: 0 }).where(eq(accounts.id, accountId));
    expect((await bolts(token)).statusCode).toBe(200);
  });

  it('is blocked once a transaction that locks its account commits', async () => {
    const token = await cachedToken();
    const { accountId } = await customer();
    await db().transaction(async (tx) => {
      await tx.insert(lockdowns).values({ accountId, type: 'soft', reason: 'Session cache test' });
      await tx.execute(sql`select pg_sleep(0)`);
    });
    expect((await bolts(token)).json().errors[0].code).toBe('403001');
    await db().delete(lockdowns).where(eq(lockdowns.accountId, accountId));
    expect((await bolts(token)).statusCode).toBe(200);
  });

  it('is refused once the table of tokens is emptied', async () => {
    const token = await cachedToken();
    await db().execute(sql`truncate tokens`);
    expect((await bolts(token)).statusCode).toBe(401);
  });
});
