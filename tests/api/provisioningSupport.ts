import { asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, bolts, domains, environments, provisioningOrders } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

/** What the CDN order tests (provisioning.test.ts, cdnOrders.test.ts) share: a server whose jobs run fast, its callers and calls. */
export type Who = 'customer' | 'other' | 'staff';
type Method = 'GET' | 'POST' | 'DELETE';
interface Step {
  status: string;
  message: string | null;
  validation: { record_key: string; record_value: string } | null;
  isRetry: boolean;
  retry_at: string | null;
}
interface DomainStatus {
  domainId: number;
  name: string;
  status: string;
  steps: Record<'ownership' | 'ssl' | 'routing' | 'extra', Step>;
}
export interface OrderStatus {
  status: string;
  domains: Record<string, DomainStatus>;
}

export const ORDERS = '/v1/provisioning/servebolt-cdn/orders';
export const ADMIN_ORDERS = '/v1/admin/provisioning/servebolt-cdn/orders';
export const orderBody = (attributes: object) => ({ data: { type: 'provisioning-orders', attributes } });

export type ProvisioningTest = Awaited<ReturnType<typeof startProvisioningTest>>;

export async function startProvisioningTest() {
  // Each CDN step takes 100 ms; the queue looks for work every 0.5 s (pg-boss's floor).
  const server: TestServer = await startTestServer({ cdnSandboxMs: 100, jobPollingSeconds: 0.5 });
  const db = () => server.database.db;
  const tokens = {} as Record<Who, string>;
  for (const who of ['customer', 'other', 'staff'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  const account = {} as Record<'acme' | 'other', number>;
  const site = {} as Record<'acme' | 'other', number>;
  for (const [key, name] of [
    ['acme', 'Acme Web AS'],
    ['other', 'Other Media Ltd'],
  ] as const) {
    account[key] = (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)))[0].id;
    site[key] = (
      await db()
        .select({ id: environments.id })
        .from(environments)
        .innerJoin(bolts, eq(bolts.id, environments.boltId))
        .where(eq(bolts.accountId, account[key]))
        .orderBy(asc(environments.id))
    )[0].id;
  }

  const send = (who: Who, method: Method, url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: bearer(tokens[who]), payload: payload as object | undefined });
  const orderCount = async () => Number((await db().select({ n: count() }).from(provisioningOrders))[0].n);
  const statusOf = async (orderId: string) => {
    const response = await send('customer', 'GET', `${ORDERS}/${orderId}/status`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.attributes as OrderStatus;
  };

  return {
    server,
    db,
    account,
    site,
    send,
    orderCount,
    statusOf,
    /** A new domain of the account's first site, added through the API; its id. */
    async addDomain(who: 'customer' | 'other', name: string) {
      const response = await send(who, 'POST', `/v1/environments/${site[who === 'customer' ? 'acme' : 'other']}/domains`, {
        data: { type: 'domains', attributes: { name } },
      });
      expect(response.statusCode, response.body).toBe(201);
      return Number(response.json().data.id);
    },
    domainRow: async (id: number) => (await db().select().from(domains).where(eq(domains.id, id)))[0],
    /** Places a customer's order for these domains; its id. */
    async order(domainIds: number[], who: 'customer' | 'other' = 'customer') {
      const response = await send(who, 'POST', ORDERS, orderBody({ domainIds }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    },
    /** Polls a customer's order's status call until `done`, for at most 20 s (the jobs run on their own). */
    async statusUntil(orderId: string, done: (status: OrderStatus) => boolean) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const status = await statusOf(orderId);
        if (done(status)) return status;
        if (Date.now() > deadline) throw new Error(`the order did not get there: ${JSON.stringify(status)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}
