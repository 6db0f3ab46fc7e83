import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './helpers';

/**
 * The metrics count a site from its creation (server/dataplane/measuredSites.ts): a Bolt made now
 * has used nothing, while the demo's older Bolts keep their numbers. The statistics clock stands
 * at a fixed afternoon, so nothing here depends on the day or hour of the run.
 */
type Who = 'customer' | 'staff';
type Point = { timestamp: string; value: number | null };

const NOW = Date.UTC(2024, 4, 12, 15, 30);
const TODAY = 'from=2024-05-12&to=2024-05-12';
let server: TestServer;
const tokens = {} as Record<Who, string>;
/** The Bolt and site created through the API, and a site added now to the demo's Bolt 1. */
const made = { boltId: '', siteId: '', newSiteInBolt1: '' };

const call = (who: Who, method: 'GET' | 'POST', url: string, attributes?: Record<string, unknown>, type = 'bolts') =>
  server.app.inject({ method, url, headers: bearer(tokens[who]), payload: attributes ? { data: { type, attributes } } : undefined });
const data = async (url: string, who: Who = 'customer') => {
  const response = await call(who, 'GET', url);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const values = async (url: string) => ((await data(url)) as Point[]).map((point) => point.value);

/** Bolt 1's usage before the site was added to it. */
let bolt1Before: { storage: object; dynamic_requests: object; sites: { used: number } };

beforeAll(async () => {
  server = await startTestServer({ statisticsClock: () => NOW });
  for (const who of ['customer', 'staff'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  bolt1Before = (await data('/v1/bolts/1/usage')).attributes;
  const created = await call('customer', 'POST', '/v1/bolts?trial=1', {
    url: 'fresh.example.com',
    name: 'Fresh shop',
    location: 'osl-no',
    cms: 'wordpress',
  });
  expect(created.statusCode).toBe(201);
  made.boltId = created.json().data.id;
  [made.siteId] = (await data(`/v1/bolts/${made.boltId}/environments`)).map((site: { id: string }) => site.id);
  const site = await call('customer', 'POST', '/v1/environments?bolt=1', { title: 'Fresh site' }, 'environments');
  expect(site.statusCode).toBe(201);
  made.newSiteInBolt1 = site.json().data.id;
});
afterAll(() => server.close());

describe('a Bolt created now', () => {
  it('has used no storage and no dynamic requests this month', async () => {
    const usage = await data(`/v1/bolts/${made.boltId}/usage`);
    expect(usage.attributes).toMatchObject({ storage: { usedMb: 0 }, dynamic_requests: { used: 0 }, sites: { used: 1 }, limit_reached: false });
  });

  it('charts zero requests and storage, no TTFB, no cache traffic, over the last 30 days and today by the hour', async () => {
    for (const period of ['', `?${TODAY}`]) {
      const requests = await values(`/v1/bolts/${made.boltId}/statistics/dynamic-requests${period}`);
      expect(requests.length).toBeGreaterThan(0);
      expect(new Set(requests)).toEqual(new Set([0]));
      expect(new Set(await values(`/v1/bolts/${made.boltId}/statistics/storage${period}`))).toEqual(new Set([0]));
      expect(new Set(await values(`/v1/bolts/${made.boltId}/statistics/ttfb${period}`))).toEqual(new Set([null]));
    }
    for (const point of await data(`/v1/bolts/${made.boltId}/statistics/cache`)) expect(point).toMatchObject({ hit: 0, miss: 0, bypass: 0 });
    for (const slice of await data(`/v1/bolts/${made.boltId}/statistics/content-types`)) expect(slice).toMatchObject({ requests: 0, share: 0 });
  });

  it('has a site that has used nothing: its usage, summary and the staff’s views', async () => {
    const usage = await data(`/v1/environments/${made.siteId}/usage`);
    expect(usage).toMatchObject({ dynamic_requests: { used: 0 }, storage: { usedMb: 0 } });
    expect((await data(`/v1/environments/${made.siteId}/statistics`)).attributes).toMatchObject({ dynamicRequests: 0, ttfb: null, storage: 0 });
    const admin = (await data(`/v1/admin/environments/${made.siteId}/admin-settings`, 'staff')).attributes;
    expect(admin.usage).toEqual(usage);
    expect(admin.dynamicRequests.last30Days).toBe(0);
    const [ranked] = await data('/v1/admin/bolts/dynamic-requests?q=Fresh%20shop', 'staff');
    expect(ranked.attributes).toMatchObject({ name: 'Fresh shop', requests: 0, share: 0, overAllowance: false });
  });
});

describe('the demo’s older Bolts', () => {
  it('keep their usage and statistics', async () => {
    const usage = await data('/v1/bolts/1/usage');
    expect(usage.attributes.storage.usedMb).toBeGreaterThan(0);
    expect(usage.attributes.dynamic_requests.used).toBeGreaterThan(0);
    for (const value of await values('/v1/bolts/1/statistics/dynamic-requests')) expect(value).toBeGreaterThan(0);
    for (const value of await values('/v1/bolts/1/statistics/ttfb')) expect(value).toBeGreaterThan(0);
  });

  it('count a site added now from now on: the Bolt’s usage is what it was, the new site’s is zero', async () => {
    const { storage, dynamic_requests, sites } = (await data('/v1/bolts/1/usage')).attributes;
    expect({ storage, dynamic_requests }).toEqual({ storage: bolt1Before.storage, dynamic_requests: bolt1Before.dynamic_requests });
    expect(sites.used).toBe(bolt1Before.sites.used + 1);
    expect((await data(`/v1/environments/${made.newSiteInBolt1}/usage`)).dynamic_requests.used).toBe(0);
    expect(new Set(await values(`/v1/environments/${made.newSiteInBolt1}/statistics/dynamic-requests`))).toEqual(new Set([0]));
  });
});
