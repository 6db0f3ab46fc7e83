import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff' | 'admin';
type Point = { timestamp: string; value: number | null };

/** The statistics' now: Sunday 12 May 2024, 15:30 UTC, so "today" and its begun hours never move. */
const NOW = Date.UTC(2024, 4, 12, 15, 30);
let server: TestServer;
const tokens = {} as Record<Who, string>;
let siteIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer({ statisticsClock: () => NOW });
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  siteIds = (await server.database.db.select({ id: environments.id }).from(environments).where(eq(environments.boltId, 1))).map((site) => site.id);
});
afterAll(() => server.close());

const get = (who: Who, url: string) => server.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
const body = async (url: string) => {
  const response = await get('customer', url);
  expect(response.statusCode).toBe(200);
  return response.json();
};
/** A past week, so every point exists and the numbers never change. */
const WEEK = 'from=2024-05-06&to=2024-05-12';

describe('Bolt series', () => {
  it.each([
    ['ttfb', 'ms'],
    ['storage', 'MB'],
    ['dynamic-requests', 'millions'],
  ])('%s: one point a day in %s', async (metric, unit) => {
    const { data, meta } = await body(`/v1/bolts/1/statistics/${metric}?${WEEK}`);
    expect(meta).toMatchObject({ metric, unit, resolution: 'day', from: '2024-05-06', to: '2024-05-12' });
    expect(data.map((p: Point) => p.timestamp)).toEqual(
      Array.from({ length: 7 }, (_, i) => `2024-05-${String(6 + i).padStart(2, '0')}T00:00:00.000Z`),
    );
    for (const point of data) expect(point.value).toBeGreaterThan(0);
  });

  it('gives plausible values', async () => {
    const ttfb = (await body(`/v1/bolts/1/statistics/ttfb?${WEEK}`)).data;
    for (const point of ttfb) {
      expect(point.value).toBeGreaterThan(50);
      expect(point.value).toBeLessThan(500);
    }
    const requests = await body(`/v1/bolts/1/statistics/dynamic-requests?${WEEK}`);
    expect(requests.meta.multiplier).toBe(1_000_000);
    for (const point of requests.data) expect(point.value).toBeLessThan(1);
  });

  it('answers the same numbers to the same query', async () => {
    for (const metric of ['ttfb', 'storage', 'dynamic-requests', 'content-types', 'cache']) {
      const url = `/v1/bolts/1/statistics/${metric}?${WEEK}`;
      expect(await body(url)).toEqual(await body(url));
    }
  });

  it('adds up the Bolt’s sites', async () => {
    const bolt = (await body(`/v1/bolts/1/statistics/dynamic-requests?${WEEK}`)).data;
    const sites = await Promise.all(siteIds.map(async (id) => (await body(`/v1/environments/${id}/statistics/dynamic-requests?${WEEK}`)).data));
    bolt.forEach((point: Point, i: number) => {
      const sum = sites.reduce((total, series) => total + series[i].value, 0);
      expect(point.value).toBeCloseTo(sum, 5);
    });
    const storage = (await body(`/v1/bolts/1/statistics/storage?${WEEK}`)).data;
    const siteStorage = await Promise.all(siteIds.map(async (id) => (await body(`/v1/environments/${id}/statistics/storage?${WEEK}`)).data));
    expect(storage[0].value).toBeCloseTo(
      siteStorage.reduce((total, series) => total + series[0].value, 0),
      0,
    );
  });

  it('cache: hits, misses and bypasses a day; misses and bypasses are the dynamic requests', async () => {
    const { data, meta } = await body(`/v1/bolts/1/statistics/cache?${WEEK}`);
    expect(meta).toMatchObject({ metric: 'cache', unit: 'requests' });
    const requests = (await body(`/v1/bolts/1/statistics/dynamic-requests?${WEEK}`)).data;
    data.forEach((day: { timestamp: string; hit: number; miss: number; bypass: number }, i: number) => {
      expect(day.timestamp).toBe(requests[i].timestamp);
      expect(day.hit).toBeGreaterThan(day.miss);
      expect(day.bypass).toBeGreaterThan(0);
      expect((day.miss + day.bypass) / 1_000_000).toBeCloseTo(requests[i].value, 6);
    });
  });

  it('content types: a share per type, summing to 1', async () => {
    const { data, meta } = await body(`/v1/bolts/1/statistics/content-types?${WEEK}`);
    expect(meta).toMatchObject({ metric: 'content-types', unit: 'share' });
    expect(data.map((t: { contentType: string }) => t.contentType)).toEqual(['html', 'css', 'js', 'images', 'other']);
    const shares = data.map((t: { share: number }) => t.share);
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(1, 3);
    for (const share of shares) expect(share).toBeGreaterThan(0);
  });
});

describe('periods and resolution', () => {
  it('defaults to the last 30 days, up to today', async () => {
    const { data, meta } = await body('/v1/bolts/1/statistics/ttfb');
    expect(meta).toMatchObject({ from: '2024-04-13', to: '2024-05-12' });
    expect(data).toHaveLength(30);
  });

  it('gives hourly points for up to 2 days', async () => {
    const one = await body('/v1/environments/1/statistics/ttfb?from=2024-05-06&to=2024-05-06&resolution=hour');
    expect(one.data).toHaveLength(24);
    expect(one.data[13].timestamp).toBe('2024-05-06T13:00:00.000Z');
    expect(one.meta.resolution).toBe('hour');
    const two = await body('/v1/bolts/1/statistics/cache?from=2024-05-06&to=2024-05-07&resolution=hour');
    expect(two.data).toHaveLength(48);
  });

  it('leaves out points that have not begun yet', async () => {
    const { data } = await body('/v1/environments/1/statistics/storage?from=2024-05-12&to=2024-05-13&resolution=hour');
    // 00:00 to 15:00 have begun at 15:30; the rest of the day and all of tomorrow have not.
    expect(data).toHaveLength(16);
    expect(data.at(-1).timestamp).toBe('2024-05-12T15:00:00.000Z');
    const daily = await body('/v1/environments/1/statistics/storage?from=2024-05-11&to=2024-05-13');
    expect(daily.data.map((p: Point) => p.timestamp.slice(0, 10))).toEqual(['2024-05-11', '2024-05-12']);
  });

  it('takes a period of 366 days', async () => {
    expect((await body('/v1/bolts/1/statistics/storage?from=2023-05-01&to=2024-04-30')).data).toHaveLength(366);
  });

  it.each([
    ['from=2024-02-30', 'from', 'Please enter a valid date (YYYY-MM-DD).'],
    ['to=yesterday', 'to', 'Please enter a valid date (YYYY-MM-DD).'],
    ['from=2024-05-12&to=2024-05-06', 'from', 'The start date cannot be after the end date.'],
    ['from=2023-05-01&to=2024-05-01', 'from', 'The period cannot be longer than 366 days.'],
    ['resolution=week', 'resolution', 'The resolution must be day or hour.'],
    ['from=2024-05-06&to=2024-05-08&resolution=hour', 'resolution', 'Hourly resolution is available for periods of up to 2 days.'],
  ])('refuses %s', async (query, parameter, detail) => {
    const response = await get('customer', `/v1/bolts/1/statistics/ttfb?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { parameter } });
  });
});

describe('site series', () => {
  it.each(['ttfb', 'storage', 'dynamic-requests'])('%s', async (metric) => {
    const { data, meta } = await body(`/v1/environments/1/statistics/${metric}?${WEEK}`);
    expect(meta.metric).toBe(metric);
    expect(data).toHaveLength(7);
  });

  it.each(['content-types', 'cache', 'visitors'])('has no %s series', async (metric) => {
    const response = await get('customer', `/v1/environments/1/statistics/${metric}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].title).toBe('Invalid URI');
  });
});

describe('access', () => {
  it.each<[Who, string, number]>([
    ['customer', '/v1/bolts/5/statistics/ttfb', 404],
    ['customer', '/v1/bolts/999999/statistics/cache', 404],
    ['other', '/v1/bolts/1/statistics/content-types', 404],
    ['other', '/v1/environments/1/statistics/storage', 404],
    ['other', '/v1/bolts/5/statistics/ttfb', 200],
    ['staff', '/v1/bolts/1/statistics/ttfb', 404],
    ['staff', '/v1/admin/bolts/1/statistics/ttfb', 200],
    ['admin', '/v1/admin/environments/1/statistics/dynamic-requests', 200],
    ['customer', '/v1/admin/bolts/1/statistics/ttfb', 403],
  ])('%s GET %s -> %i', async (who, url, status) => {
    expect((await get(who, url)).statusCode).toBe(status);
  });

  it('gives staff the customer’s numbers', async () => {
    const staff = (await get('staff', `/v1/admin/bolts/1/statistics/cache?${WEEK}`)).json();
    expect(staff).toEqual(await body(`/v1/bolts/1/statistics/cache?${WEEK}`));
  });
});
