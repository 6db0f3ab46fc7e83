import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, boltMembers, bolts, transfers, users } from '../../server/db/schema';
import { bearer, startTestServer, type TestServer } from './helpers';
import { mintToken } from './probe';

let server: TestServer;
const tokens = {} as Record<'customer' | 'staff' | 'admin', string>;
const db = () => server.database.db;
const call = (who: keyof typeof tokens, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  server.app.inject({ method, url, headers: bearer(tokens[who]), payload: payload as object | undefined });
const names = async (url: string) =>
  (await call('staff', 'GET', url)).json().data.map((bolt: { attributes: { name: string } }) => bolt.attributes.name) as string[];
const boltNamed = async (name: string) => (await db().select().from(bolts).where(eq(bolts.name, name)))[0];
const archive = (id: number) => call('admin', 'DELETE', `/v1/admin/bolts/${id}?cancelImmediately=1`);
const transferTo = (who: keyof typeof tokens, id: number, customerId: unknown) =>
  call(who, 'POST', `/v1/admin/bolts/archive/${id}/transfer`, { data: { type: 'transfers', attributes: { customerId } } });

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'staff', 'admin'] as const) tokens[who] = await mintToken(server.database, `${who}@demo.test`);
  // A second archived Bolt beside the demo's, so the archive has something to order.
  await archive((await boltNamed('Other Media archive')).id);
}, 120_000);
afterAll(() => server.close());

describe('GET admin/bolts/archive', () => {
  it('lists archived Bolts only, for staff and admins, and refuses customers', async () => {
    const response = await call('staff', 'GET', '/v1/admin/bolts/archive');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data.map((bolt: { attributes: { name: string } }) => bolt.attributes.name)).toEqual(['Other Media archive', 'Viking Outdoor old shop']);
    expect(data.every((bolt: { attributes: { archivedAt: string | null } }) => bolt.attributes.archivedAt !== null)).toBe(true);
    expect(meta).toMatchObject({ current_page: 1, from: 1, to: 2, total: 2, per_page: 15, last_page: 1 });
    expect((await call('admin', 'GET', '/v1/admin/bolts/archive')).statusCode).toBe(200);
    expect((await call('customer', 'GET', '/v1/admin/bolts/archive')).statusCode).toBe(403);
    // No customer variant: the plain path is a Bolt id that does not exist.
    expect((await call('customer', 'GET', '/v1/bolts/archive')).statusCode).toBe(404);
  });

  it('sorts by name, customer and when archived, and searches Bolt and customer names', async () => {
    expect(await names('/v1/admin/bolts/archive?sort=name&direction=asc')).toEqual(['Other Media archive', 'Viking Outdoor old shop']);
    expect(await names('/v1/admin/bolts/archive?sort=name&direction=desc')).toEqual(['Viking Outdoor old shop', 'Other Media archive']);
    expect(await names('/v1/admin/bolts/archive?sort=archivedAt&direction=asc')).toEqual(['Viking Outdoor old shop', 'Other Media archive']);
    expect(await names('/v1/admin/bolts/archive?sort=customer&direction=asc')).toEqual(['Other Media archive', 'Viking Outdoor old shop']);
    expect(await names('/v1/admin/bolts/archive?q=viking')).toEqual(['Viking Outdoor old shop']);
    expect(await names('/v1/admin/bolts/archive?q=other%20media')).toEqual(['Other Media archive']);
    expect(await names('/v1/admin/bolts/archive?per_page=1&page=2&sort=name')).toEqual(['Viking Outdoor old shop']);
  });

  it.each(['sort=colour', 'direction=up', 'page=0', 'per_page=500', 'filter[colour]=red'])(
    'answers %s with a JSON:API error, never a 5xx',
    async (query) => {
      const response = await call('staff', 'GET', `/v1/admin/bolts/archive?${query}`);
      expect([400, 422]).toContain(response.statusCode);
      expect(response.json().errors[0].status).toBe(String(response.statusCode));
    },
  );
});

describe('POST admin/bolts/{id}/restore', () => {
  it('brings an archived Bolt back: it leaves the archive and is live again', async () => {
    const bolt = await boltNamed('Other Media archive');
    expect((await call('customer', 'POST', `/v1/admin/bolts/${bolt.id}/restore`)).statusCode).toBe(403);
    const restored = await call('staff', 'POST', `/v1/admin/bolts/${bolt.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.attributes).toMatchObject({ name: 'Other Media archive', archivedAt: null, deletedAt: null });
    expect(await names('/v1/admin/bolts/archive')).toEqual(['Viking Outdoor old shop']);
    // Restoring twice, or a live Bolt, finds nothing to restore.
    expect((await call('staff', 'POST', `/v1/admin/bolts/${bolt.id}/restore`)).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/v1/admin/bolts/999999/restore')).statusCode).toBe(404);
  });
});

describe('POST admin/bolts/archive/{id}/transfer', () => {
  const acmeId = async () => (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Acme Web AS')))[0].id;

  it('is for admins only: staff get 403, customers 403, and nothing moves', async () => {
    const bolt = await boltNamed('Viking Outdoor old shop');
    expect((await transferTo('staff', bolt.id, await acmeId())).statusCode).toBe(403);
    expect((await transferTo('customer', bolt.id, await acmeId())).statusCode).toBe(403);
    expect((await boltNamed('Viking Outdoor old shop')).accountId).toBe(bolt.accountId);
  });

  it('moves an archived Bolt to another customer at once; it stays archived and its members lose access', async () => {
    const bolt = await boltNamed('Viking Outdoor old shop');
    const [someone] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'other@demo.test'));
    await db().insert(boltMembers).values({ boltId: bolt.id, userId: someone.id, role: 'developer', status: 'active', email: 'other@demo.test' });
    const response = await transferTo('admin', bolt.id, await acmeId());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ customer: 'Acme Web AS', customerId: await acmeId(), archivedAt: expect.any(String) });
    expect(await db().select().from(boltMembers).where(eq(boltMembers.boltId, bolt.id))).toEqual([]);
    const [record] = await db().select().from(transfers).where(eq(transfers.boltId, bolt.id));
    expect(record).toMatchObject({ status: 'accepted', toEmail: 'customer@demo.test' });
    expect(await names('/v1/admin/bolts/archive?q=acme')).toEqual(['Viking Outdoor old shop']);
    // The customer does not see it until staff restore it.
    expect((await call('customer', 'GET', `/v1/bolts/${bolt.id}`)).statusCode).toBe(404);
  });

  it('refuses the account that owns it, an account without customers, a live Bolt and bad input', async () => {
    const bolt = await boltNamed('Viking Outdoor old shop');
    const owner = await transferTo('admin', bolt.id, await acmeId());
    expect(owner.statusCode).toBe(422);
    expect(owner.json().errors[0]).toMatchObject({
      detail: 'This customer already owns this Bolt.',
      source: { pointer: '/data/attributes/customerId' },
    });
    const [provider] = await db().select({ accountId: users.accountId }).from(users).where(eq(users.email, 'admin@demo.test'));
    expect((await transferTo('admin', bolt.id, provider.accountId)).json().errors[0].detail).toBe('Please select customer');
    expect((await transferTo('admin', (await boltNamed('Acme main shop')).id, 999)).statusCode).toBe(404);
    for (const customerId of [null, 'abc', 0, 2 ** 31]) {
      const response = await transferTo('admin', bolt.id, customerId);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ detail: 'Please select customer', source: { pointer: '/data/attributes/customerId' } });
    }
  });
});
