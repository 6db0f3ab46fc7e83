import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './helpers';

interface Bolt {
  id: string;
  type: string;
  attributes: { name: string; plan: string; dedicated: boolean; customer: string };
}

let server: TestServer;
let staff: string;
let total: number;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 100, windowMs: 60_000 } });
  staff = await login(server.app, 'staff@demo.test');
  total = (await list('')).json().meta.total;
});
afterAll(() => server.close());

const get = (url: string, token: string | undefined = staff) => server.app.inject({ url, headers: token ? bearer(token) : {} });
const list = (query: string) => get(`/v1/admin/bolts${query ? `?${query}` : ''}`);
const rows = async (query: string) => {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json().data as Bolt[];
};

describe('list envelope', () => {
  it('holds records and pagination meta, 15 per page by default', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.meta).sort()).toEqual(['current_page', 'from', 'last_page', 'next_cursor', 'per_page', 'to', 'total', 'total_estimated']);
    expect(body.meta).toMatchObject({ current_page: 1, from: 1, per_page: 15, to: 15, last_page: Math.ceil(total / 15) });
    expect(total).toBeGreaterThan(15);
    expect(body.data).toHaveLength(15);
    for (const record of body.data) {
      expect(typeof record.id).toBe('string');
      expect(record.type).toBe('bolts');
      expect(record.attributes).toEqual(expect.objectContaining({ name: expect.any(String), plan: expect.any(String) }));
      expect(record.attributes.id).toBeUndefined();
    }
  });

  it('serves page 2 without repeating page 1', async () => {
    const response = await list('page=2');
    expect(response.json().meta).toMatchObject({ current_page: 2, from: 16, to: Math.min(30, total) });
    const firstIds = (await rows('page=1')).map((bolt) => bolt.id);
    const secondIds = response.json().data.map((bolt: Bolt) => bolt.id);
    expect(secondIds.filter((id: string) => firstIds.includes(id))).toEqual([]);
  });

  it('honours per_page and answers a page past the end with no rows', async () => {
    expect((await list('per_page=5')).json().meta).toMatchObject({ per_page: 5, to: 5, last_page: Math.ceil(total / 5) });
    const past = (await list('page=999')).json();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 999, from: null, to: null, total });
  });

  it.each([
    ['page', 'page=0'],
    ['per_page', 'per_page=101'],
    ['direction', 'sort=name&direction=up'],
  ])('answers a bad %s with 422 naming the parameter', async (parameter, query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ parameter });
  });
});

describe('sort', () => {
  it('sorts by id, newest first, by default', async () => {
    const ids = (await rows('per_page=100')).map((bolt) => Number(bolt.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('sorts by name in either direction', async () => {
    const ascending = (await rows('sort=name&direction=asc&per_page=100')).map((bolt) => bolt.attributes.name);
    const descending = (await rows('sort=name&direction=desc&per_page=100')).map((bolt) => bolt.attributes.name);
    expect(ascending).toHaveLength(total);
    expect(descending).toEqual([...ascending].reverse());
    const initials = ascending.map((name) => name[0].toUpperCase());
    expect(initials).toEqual([...initials].sort());
    expect(ascending[0]).not.toEqual(descending[0]);
  });

  it('answers an unknown sort field with 422 on the sort parameter', async () => {
    const response = await list('sort=password');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ parameter: 'sort' });
  });
});

describe('search and filters', () => {
  it('finds by free text in the name or customer, case-insensitively', async () => {
    const found = await rows('q=ACME');
    expect(found.map((bolt) => bolt.attributes.name).sort()).toEqual(['Acme enterprise', 'Acme main shop', 'Acme marketing', 'Acme scale-out']);
    expect((await list('q=zzz-nothing')).json().meta.total).toBe(0);
    expect((await list('q=%25')).json().meta.total).toBe(0);
  });

  it('filters by plan, one or several', async () => {
    const pro = await rows('filter[plan]=pro&per_page=100');
    expect(pro.length).toBeGreaterThan(0);
    expect(pro.length).toBeLessThan(total);
    expect(new Set(pro.map((bolt) => bolt.attributes.plan))).toEqual(new Set(['pro']));
    const two = await rows('filter[plan]=pro,business&per_page=100');
    expect(two.length).toBeGreaterThan(pro.length);
    expect(two.every((bolt) => ['pro', 'business'].includes(bolt.attributes.plan))).toBe(true);
  });

  it('filters by dedicated, and the two halves add up', async () => {
    const dedicated = await rows('filter[dedicated]=true&per_page=100');
    const shared = await rows('filter[dedicated]=false&per_page=100');
    expect(dedicated.length).toBeGreaterThan(0);
    expect(dedicated.every((bolt) => bolt.attributes.dedicated)).toBe(true);
    expect(shared.every((bolt) => !bolt.attributes.dedicated)).toBe(true);
    expect(dedicated.length + shared.length).toBe(total);
  });

  it('answers an unknown filter with 422 naming it', async () => {
    const response = await list('filter[password]=x');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ parameter: 'filter[password]' });
  });
});

describe('errors and other routes', () => {
  it.each([
    ['with a token', true],
    ['without a token', false],
  ])('answers an unknown path %s with 404 Invalid URI', async (_label, withToken) => {
    const response = await get('/v1/nope', withToken ? staff : undefined);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].title).toBe('Invalid URI');
  });

  it.each(['999999', 'abc', '0'])('answers an unknown id %s with 404 Resource not found', async (id) => {
    const response = await get(`/v1/admin/bolts/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].title).toBe('Resource not found');
  });

  it('reports health without a token', async () => {
    const response = await get('/v1/health', undefined);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('ok');
  });

  it('serves the OpenAPI document', async () => {
    const response = await get('/v1/openapi.json', undefined);
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/v1/auth/login', '/v1/bolts', '/v1/admin/bolts', '/v1/admin/ip-blocks']));
    expect(paths).not.toContain('/v1/ip-blocks');
  });

  it('sends security headers', async () => {
    for (const url of ['/v1/health', '/v1/nope']) {
      const { headers } = await get(url, undefined);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toContain('max-age=');
    }
  });
});
