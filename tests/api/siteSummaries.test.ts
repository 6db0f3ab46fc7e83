import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

/**
 * Spec 2 §7 GET environments/{id}/statistics (the site's summary, no metric) and GET
 * bolts/{id}/available-php-versions, per role.
 */
type Who = 'customer' | 'other' | 'staff' | 'admin';

/** The statistics' now: Sunday 12 May 2024, 15:30 UTC. */
const NOW = Date.UTC(2024, 4, 12, 15, 30);
const WEEK = 'from=2024-05-06&to=2024-05-12';
let server: TestServer;
const tokens = {} as Record<Who, string>;
let acmeSite: number;
let otherSite: number;

beforeAll(async () => {
  server = await startTestServer({ statisticsClock: () => NOW });
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  const siteOf = async (boltId: number) =>
    (await server.database.db.select({ id: environments.id }).from(environments).where(eq(environments.boltId, boltId)))[0].id;
  [acmeSite, otherSite] = [await siteOf(1), await siteOf(5)];
});
afterAll(() => server.close());

const get = (who: Who, url: string) => server.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });

describe('GET environments/{id}/statistics', () => {
  it('sums the period: requests add up, TTFB is the request-weighted mean, storage is the last day’s', async () => {
    const response = await get('customer', `/v1/environments/${acmeSite}/statistics?${WEEK}`);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data).toMatchObject({ id: String(acmeSite), type: 'environment-statistics', attributes: { from: '2024-05-06', to: '2024-05-12' } });
    expect(meta).toEqual({ units: { dynamicRequests: 'millions', ttfb: 'ms', storage: 'MB' }, multiplier: 1_000_000 });
    const series = async (metric: string) =>
      (await get('customer', `/v1/environments/${acmeSite}/statistics/${metric}?${WEEK}`)).json().data.map((p: { value: number }) => p.value);
    const [requests, ttfb, storage] = [await series('dynamic-requests'), await series('ttfb'), await series('storage')];
    const total = requests.reduce((sum: number, value: number) => sum + value, 0);
    expect(data.attributes.dynamicRequests).toBeCloseTo(total, 5);
    const weighted = requests.reduce((sum: number, value: number, i: number) => sum + value * ttfb[i], 0) / total;
    expect(data.attributes.ttfb).toBeCloseTo(weighted, 0);
    expect(data.attributes.storage).toBe(storage.at(-1));
  });

  it('defaults to the last 30 days, and a period not begun has no TTFB or storage', async () => {
    expect((await get('customer', `/v1/environments/${acmeSite}/statistics`)).json().data.attributes).toMatchObject({
      from: '2024-04-13',
      to: '2024-05-12',
    });
    const future = (await get('customer', `/v1/environments/${acmeSite}/statistics?from=2024-06-01&to=2024-06-02`)).json().data.attributes;
    expect(future).toMatchObject({ dynamicRequests: 0, ttfb: null, storage: null });
  });

  it('refuses a bad period with the statistics calls’ message', async () => {
    const response = await get('customer', `/v1/environments/${acmeSite}/statistics?from=2024-05-12&to=2024-05-01`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toBe('The start date cannot be after the end date.');
  });

  it('is a 404 for another account’s site and a 403 on admin/ for customers; staff read any site', async () => {
    expect((await get('customer', `/v1/environments/${otherSite}/statistics`)).statusCode).toBe(404);
    expect((await get('other', `/v1/environments/${acmeSite}/statistics`)).statusCode).toBe(404);
    expect((await get('customer', `/v1/admin/environments/${acmeSite}/statistics`)).statusCode).toBe(403);
    expect((await get('staff', `/v1/admin/environments/${otherSite}/statistics`)).statusCode).toBe(200);
    expect((await get('admin', `/v1/admin/environments/${acmeSite}/statistics`)).statusCode).toBe(200);
  });
});

describe('GET bolts/{id}/available-php-versions', () => {
  const ALL = { '8.0': 'Unsupported', '8.1': 'Unsupported', '8.2': 'Supported', '8.3': 'Supported', '8.4': 'Supported', '8.5': 'Upcoming' };

  it('offers every version on the current platform, as available-settings names them', async () => {
    const response = await get('customer', '/v1/bolts/1/available-php-versions');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: '1', type: 'available-php-versions', attributes: { phpVersions: ALL } } });
    const settings = (await get('customer', `/v1/environments/${acmeSite}/available-settings`)).json().data.attributes;
    expect(settings.phpVersions).toEqual(ALL);
  });

  it('offers no Upcoming (Beta) version on the classic platform', async () => {
    // Bolt 7 runs on the seed's legacy server.
    const { phpVersions } = (await get('staff', '/v1/admin/bolts/7/available-php-versions')).json().data.attributes;
    const { '8.5': beta, ...rest } = ALL;
    expect(beta).toBe('Upcoming');
    expect(phpVersions).toEqual(rest);
  });

  it('is a 404 for another account’s Bolt and an unknown one; staff read any Bolt', async () => {
    expect((await get('customer', '/v1/bolts/5/available-php-versions')).statusCode).toBe(404);
    expect((await get('customer', '/v1/bolts/99999/available-php-versions')).statusCode).toBe(404);
    expect((await get('other', '/v1/bolts/5/available-php-versions')).statusCode).toBe(200);
    expect((await get('customer', '/v1/admin/bolts/1/available-php-versions')).statusCode).toBe(403);
    expect((await get('staff', '/v1/admin/bolts/5/available-php-versions')).statusCode).toBe(200);
  });
});
