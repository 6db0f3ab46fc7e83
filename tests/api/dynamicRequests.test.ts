import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measuredSites, metricsTime } from '../../server/dataplane/measuredSites';
import { sandboxStatistics } from '../../server/dataplane/statistics';
import { environments } from '../../server/db/schema';
import { bearer, startTestServer, type TestServer } from './helpers';
import { mintToken } from './probe';

/** A fixed now (2024-05-12, afternoon), so the periods are the same days on any day. */
const NOW = Date.parse('2024-05-12T15:30:00Z');
const DAY = 86_400_000;

let server: TestServer;
const tokens = {} as Record<'customer' | 'staff' | 'admin', string>;
const get = (who: keyof typeof tokens, url: string) => server.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
type Row = {
  id: string;
  attributes: { name: string; plan: string; customer: string; requests: number; allowance: number; share: number; overAllowance: boolean };
};
const rows = async (query = '') => {
  const response = await get('staff', `/v1/admin/bolts/dynamic-requests?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Row[]; meta: Record<string, unknown> };
};

/** What the metrics backend says for a Bolt's sites over the last `days` days, in millions. */
async function expectedMillions(boltId: number, days: number) {
  const rows = await server.database.db
    .select({ id: environments.id, createdAt: environments.createdAt })
    .from(environments)
    .where(eq(environments.boltId, boltId));
  const sites = measuredSites(
    rows,
    metricsTime(() => NOW),
  );
  const today = Math.floor(NOW / DAY);
  let total = 0;
  for (let day = today - days + 1; day <= today; day++)
    for (const site of sites) total += sandboxStatistics.site(site, { day, hour: null }).dynamicRequests;
  return total / 1_000_000;
}

beforeAll(async () => {
  server = await startTestServer({ statisticsClock: () => NOW });
  for (const who of ['customer', 'staff', 'admin'] as const) tokens[who] = await mintToken(server.database, `${who}@demo.test`);
}, 120_000);
afterAll(() => server.close());

describe('GET admin/bolts/dynamic-requests', () => {
  it('is for staff and admins: customers are refused, and there is no customer variant', async () => {
    expect((await get('staff', '/v1/admin/bolts/dynamic-requests')).statusCode).toBe(200);
    expect((await get('admin', '/v1/admin/bolts/dynamic-requests')).statusCode).toBe(200);
    expect((await get('customer', '/v1/admin/bolts/dynamic-requests')).statusCode).toBe(403);
    expect((await get('customer', '/v1/bolts/dynamic-requests')).statusCode).toBe(404);
  });

  it('ranks live Bolts by requests in the last 30 days, in millions, against their plan’s allowance', async () => {
    const { data, meta } = await rows('per_page=100');
    expect(meta).toMatchObject({ current_page: 1, from: 1, per_page: 100, period: 'month', period_from: '2024-04-13', period_to: '2024-05-12' });
    expect(meta.total).toBe(data.length);
    const requests = data.map((row) => row.attributes.requests);
    expect(requests).toEqual([...requests].sort((a, b) => b - a));
    // Archived Bolts serve nothing and are left out.
    expect(data.map((row) => row.attributes.name)).not.toContain('Viking Outdoor old shop');
    const main = data.find((row) => row.attributes.name === 'Acme main shop')!;
    expect(main.attributes).toMatchObject({ plan: 'business', customer: 'Acme Web AS', allowance: 3 });
    expect(main.attributes.requests).toBeCloseTo(await expectedMillions(Number(main.id), 30), 6);
    expect(main.attributes.share).toBeCloseTo(main.attributes.requests / 3, 4);
    expect(main.attributes.overAllowance).toBe(main.attributes.requests > 3);
    expect(data.some((row) => row.attributes.overAllowance)).toBe(true);
  });

  it('counts the chosen period against that share of the monthly allowance', async () => {
    const week = await rows('filter[period]=week&q=Acme%20main');
    expect(week.meta).toMatchObject({ period: 'week', period_from: '2024-05-06', period_to: '2024-05-12' });
    const [main] = week.data;
    expect(main.attributes.allowance).toBe(0.7);
    expect(main.attributes.requests).toBeCloseTo(await expectedMillions(Number(main.id), 7), 6);
    const day = await rows('filter[period]=day&q=Acme%20main');
    expect(day.meta).toMatchObject({ period: 'day', period_from: '2024-05-12', period_to: '2024-05-12' });
    expect(day.data[0].attributes.allowance).toBe(0.1);
    expect(day.data[0].attributes.requests).toBeCloseTo(await expectedMillions(Number(main.id), 1), 6);
  });

  it('sorts by share, name or customer, either way, and pages without overlap', async () => {
    const byShare = (await rows('sort=share&per_page=100')).data.map((row) => row.attributes.share);
    expect(byShare).toEqual([...byShare].sort((a, b) => b - a));
    const byShareAsc = (await rows('sort=share&direction=asc&per_page=100')).data.map((row) => row.attributes.share);
    expect(byShareAsc).toEqual([...byShare].reverse());
    const byName = (await rows('sort=name&per_page=100')).data.map((row) => row.attributes.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    const byCustomer = (await rows('sort=customer&direction=desc&per_page=100')).data.map((row) => row.attributes.customer);
    expect(byCustomer).toEqual([...byCustomer].sort((a, b) => b.localeCompare(a)));
    const all = (await rows('per_page=100')).data.map((row) => row.id);
    const first = await rows('per_page=5');
    const second = await rows('per_page=5&page=2');
    expect([...first.data, ...second.data].map((row) => row.id)).toEqual(all.slice(0, 10));
    expect(second.meta).toMatchObject({ current_page: 2, from: 6, to: 10, last_page: Math.ceil(all.length / 5) });
    expect((await rows('page=999')).data).toEqual([]);
  });

  it('searches the Bolt’s and the customer’s name', async () => {
    const acme = (await rows('q=acme%20web')).data.map((row) => row.attributes.name);
    expect(acme.sort()).toEqual(['Acme enterprise', 'Acme main shop', 'Acme marketing', 'Acme scale-out']);
    expect((await rows('q=Other%20Media%20news')).data.map((row) => row.attributes.name)).toEqual(['Other Media news']);
    expect((await rows('q=%25')).data).toEqual([]);
  });

  it.each([
    ['filter[period]=year', 'filter[period]'],
    ['sort=colour', 'sort'],
    ['direction=up', 'direction'],
    ['page=0', 'page'],
    ['per_page=101', 'per_page'],
    ['filter[plan]=pro', 'filter[plan]'],
    ['q=a&q=b', 'q'],
  ])('refuses %s with a JSON:API error naming the parameter', async (query, parameter) => {
    const response = await get('staff', `/v1/admin/bolts/dynamic-requests?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ status: '422', source: { parameter } });
  });
});
