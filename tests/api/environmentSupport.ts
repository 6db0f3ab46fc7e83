import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { environments } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

/**
 * What the site API tests (environments.test.ts, environmentChanges.test.ts) share: a server, its
 * callers and the calls. Each test file has its own server.
 */
export type Who = 'customer' | 'other' | 'staff' | 'admin';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let server: TestServer;
const tokens = {} as Record<Who, string>;

/** Starts this file's server before its tests and stops it after them. */
export function useSitesServer() {
  beforeAll(async () => {
    server = await startTestServer();
    for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  });
  afterAll(() => server?.close());
}

export const call = (who: Who, method: Method, url: string, attributes?: Record<string, unknown>) =>
  server.app.inject({
    method,
    url,
    headers: bearer(tokens[who]),
    payload: attributes ? { data: { type: 'environments', attributes } } : undefined,
  });
export const db = () => server.database.db;
export const siteRow = async (id: number) => (await db().select().from(environments).where(eq(environments.id, id)))[0];
export const sitesOf = async (boltId: number) =>
  Number((await db().select({ n: count() }).from(environments).where(eq(environments.boltId, boltId)))[0].n);
/** The first site of a Bolt of Other Media Ltd (other@demo.test has Bolts 5 and 6). */
export const otherSite = async () => (await db().select().from(environments).where(eq(environments.boltId, 5)))[0];
