import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../../server/db/schema';
import { makeCustomerAccount } from './accountFixtures';
import { bearer, startTestServer, type TestServer } from './helpers';
import { mintToken } from './probe';

let server: TestServer;
const tokens = {} as Record<'customer' | 'staff', string>;
let tess: Awaited<ReturnType<typeof makeCustomerAccount>>;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'staff'] as const) tokens[who] = await mintToken(server.database, `${who}@demo.test`);
  tess = await makeCustomerAccount(db(), { email: 'tess-accounts@example.test', withData: true });
}, 120_000);
afterAll(() => server.close());

const get = (who: keyof typeof tokens, url: string) => server.app.inject({ url, headers: bearer(tokens[who]) });

describe('GET admin/accounts', () => {
  it('lists customer accounts with their live Bolts, sites and over-allocated Bolts, for staff only', async () => {
    const response = await get('staff', `/v1/admin/accounts?q=${encodeURIComponent(tess.account.name)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: String(tess.account.id),
        type: 'accounts',
        attributes: expect.objectContaining({
          name: tess.account.name,
          customerId: tess.account.customerId,
          bolts: 1,
          sites: 1,
          overAllocatedBolts: 0,
        }),
      },
    ]);
    const all = (await get('staff', '/v1/admin/accounts?per_page=100')).json().data as { attributes: { name: string } }[];
    // The provider's own account (staff and admins) is no customer's.
    expect(all.map((account) => account.attributes.name)).not.toContain('Hosting Provider AS');
    expect((await get('customer', '/v1/admin/accounts')).statusCode).toBe(403);
    expect((await get('customer', '/v1/accounts')).statusCode).toBe(404);
  });
});

describe('GET admin/accounts/{id}/resource-allocation', () => {
  it("sets each live Bolt against its plan and marks what is over (PHP workers beyond the plan's)", async () => {
    await db()
      .update(environments)
      .set({ phpWorkers: { max: 512 } })
      .where(eq(environments.boltId, tess.bolt!.id));
    const response = await get('staff', `/v1/admin/accounts/${tess.account.id}/resource-allocation`);
    expect(response.statusCode).toBe(200);
    const [bolt] = response.json().data;
    expect(bolt).toMatchObject({
      id: String(tess.bolt!.id),
      type: 'resource-allocation',
      attributes: {
        name: tess.bolt!.name,
        plan: 'pro',
        sites: { used: 1, allowed: 3, over: false },
        phpWorkers: { used: 512, allowed: 144, over: true },
        overAllocated: true,
      },
    });
    const usage = (await get('staff', `/v1/admin/bolts/${tess.bolt!.id}/usage`)).json().data.attributes;
    expect(bolt.attributes.storageMb.used).toBe(usage.storage.usedMb);
    const listed = (await get('staff', `/v1/admin/accounts?q=${encodeURIComponent(tess.account.name)}`)).json().data[0];
    expect(listed.attributes.overAllocatedBolts).toBe(1);
  });

  it("answers 404 for a missing account and for the provider's own", async () => {
    expect((await get('staff', '/v1/admin/accounts/999999/resource-allocation')).statusCode).toBe(404);
    expect((await get('staff', '/v1/admin/accounts/1/resource-allocation')).statusCode).toBe(404);
  });
});
