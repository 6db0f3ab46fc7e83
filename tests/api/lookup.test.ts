import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bolts, databases, environments, servers } from '../../server/db/schema';
import { makeCustomerAccount } from './accountFixtures';
import { bearer, startTestServer, type TestServer } from './helpers';
import { mintToken } from './probe';

let server: TestServer;
const tokens = {} as Record<'customer' | 'staff' | 'admin', string>;
let found: Awaited<ReturnType<typeof makeCustomerAccount>> & { apiKey: string; ip: string; boltId: number; siteId: number };
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'staff', 'admin'] as const) tokens[who] = await mintToken(server.database, `${who}@demo.test`);
  const made = await makeCustomerAccount(db(), { email: 'lookup@example.test', withData: true });
  const [host] = await db()
    .insert(servers)
    .values({
      name: 'lookup-1',
      hostname: 'lookup-1.hosting.test',
      ip: '203.0.113.77',
      ipv6: '2001:db8::77',
      type: 'dedicated',
      location: 'osl-no',
      cpuCores: 4,
      memoryGb: 8,
      diskGb: 100,
    })
    .returning();
  await db().update(bolts).set({ serverId: host.id }).where(eq(bolts.id, made.bolt!.id));
  const [site] = await db().select({ apiKey: environments.apiKey }).from(environments).where(eq(environments.id, made.bolt!.siteId));
  found = { ...made, apiKey: site.apiKey, ip: host.ip, boltId: made.bolt!.id, siteId: made.bolt!.siteId };
}, 120_000);
afterAll(() => server.close());

const lookUp = (q: string, who: keyof typeof tokens = 'staff') =>
  server.app.inject({ method: 'GET', url: `/v1/admin/lookup?q=${encodeURIComponent(q)}`, headers: bearer(tokens[who]) });

interface Match {
  id: string;
  attributes: {
    kind: string;
    value: string;
    exact: boolean;
    boltId: number;
    siteId: number | null;
    accountId: number;
    customer: string;
    userId: number | null;
  };
}
const matchesOf = async (q: string, who: keyof typeof tokens = 'staff') => {
  const response = await lookUp(q, who);
  expect(response.statusCode).toBe(200);
  return response.json().data as Match[];
};

describe('GET admin/lookup', () => {
  it('finds the Bolt, the site and the customer from each kind of value', async () => {
    const n = found.account.customerId!.slice(-1);
    const cases: [string, string, string, boolean][] = [
      [`tw${n}_shop`, 'database', `tw${n}_shop`, true],
      [`TW${n}`, 'databaseUser', `tw${n}`, true],
      [`throwaway${n}`, 'site', `throwaway${n}`, true],
      [`throwaway${n}.example.com`, 'domain', `throwaway${n}.example.com`, true],
      [`https://throwaway${n}.example.com/shop`, 'domain', `throwaway${n}.example.com`, true],
      ['203.0.113.77', 'ip', '203.0.113.77', true],
      ['2001:db8::77', 'ip', '2001:db8::77', true],
      [found.apiKey.slice(0, 12), 'apiKey', `${found.apiKey.slice(0, 12)}…`, false],
    ];
    for (const [q, kind, value, exact] of cases) {
      const match = (await matchesOf(q)).find((row) => row.attributes.kind === kind);
      expect(match, `${q} as ${kind}`).toBeDefined();
      expect(match!.attributes).toMatchObject({
        value,
        exact,
        boltId: found.boltId,
        accountId: found.account.id,
        customer: found.account.name,
        userId: found.person.id,
      });
      expect(match!.attributes.siteId).toBe(['database', 'databaseUser', 'ip'].includes(kind) ? null : found.siteId);
    }
  });

  it('finds values by their start, whole matches first, and never shows more of an API key than was typed', async () => {
    const matches = await matchesOf('throwaway');
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((row) => !row.attributes.exact)).toBe(true);
    expect(matches.map((row) => row.attributes.kind)).toEqual(expect.arrayContaining(['site', 'domain']));
    const keyMatch = (await matchesOf(found.apiKey.slice(0, 10))).find((row) => row.attributes.kind === 'apiKey')!;
    expect(keyMatch.attributes.value).toBe(`${found.apiKey.slice(0, 10)}…`);
    expect(JSON.stringify(await matchesOf(found.apiKey.slice(0, 10)))).not.toContain(found.apiKey);
    // A whole key pasted finds its site too (API keys are matched by their start only).
    const whole = (await matchesOf(found.apiKey.toUpperCase())).find((row) => row.attributes.kind === 'apiKey')!;
    expect(whole.attributes).toMatchObject({ siteId: found.siteId, value: `${found.apiKey}…` });
  });

  it('answers an empty list when nothing matches, and leaves out archived Bolts', async () => {
    expect(await matchesOf('no-such-thing-anywhere')).toEqual([]);
    const archived = await matchesOf(`throwawayold`);
    expect(archived).toEqual([]);
  });

  it('answers at most 25 matches, the whole-value match first', async () => {
    const names = ['bulkdb', ...Array.from({ length: 30 }, (_, i) => `bulkdb_${i}`)];
    await db()
      .insert(databases)
      .values(names.map((name) => ({ boltId: found.boltId, name, dbName: name, dbUser: `u_${name}` })));
    const matches = await matchesOf('BULKDB');
    expect(matches).toHaveLength(25);
    expect(matches[0].attributes).toMatchObject({ kind: 'database', value: 'bulkdb', exact: true });
    expect(matches.slice(1).every((row) => !row.attributes.exact && row.attributes.value.startsWith('bulkdb_'))).toBe(true);
  });

  it('refuses customers and bad input with JSON:API errors, never a 5xx', async () => {
    expect((await lookUp('throwaway', 'customer')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/v1/lookup?q=throwaway', headers: bearer(tokens.customer) })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/v1/admin/lookup?q=throwaway' })).statusCode).toBe(401);
    for (const url of [
      '/v1/admin/lookup',
      '/v1/admin/lookup?q=ab',
      '/v1/admin/lookup?q=%20%20ab%20',
      `/v1/admin/lookup?q=${'x'.repeat(201)}`,
      '/v1/admin/lookup?q=a&q=b',
    ]) {
      const response = await server.app.inject({ method: 'GET', url, headers: bearer(tokens.admin) });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors[0].source.parameter ?? response.json().errors[0].source.pointer, url).toBeDefined();
    }
    for (const q of ['%%%', '___', '\\\\\\', "'; drop table bolts; --", '::::', 'ünïcødé', '🙂🙂🙂']) {
      expect((await lookUp(q)).statusCode, q).toBe(200);
    }
  });
});
