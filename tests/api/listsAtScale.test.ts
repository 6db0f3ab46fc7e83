import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../server/http/listCount';
import { bearer, login, startTestServer, type TestServer } from './helpers';

interface ListBody {
  data: { id: string; attributes: Record<string, unknown> }[];
  meta: { current_page: number; total: number; total_estimated: boolean; next_cursor: string | null; last_page: number };
}

let server: TestServer;
let staff: string;
const BLOCKS = EXACT_COUNT_LIMIT + 150;

beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 100, windowMs: 60_000 } });
  staff = await login(server.app, 'staff@demo.test');
  const { db } = server.database;
  // More Bolts than a few pages, two of them named alike, with equal sort keys for the tie-break.
  await db.execute(sql`
    insert into bolts (account_id, name, plan, server_id, created_at)
    select (select min(id) from accounts where name <> 'Hosting Provider AS'), 'Scale ' || (g % 9), 'pro',
           (select min(id) from servers where type = 'shared'), timestamp '2026-01-01' + make_interval(secs => g % 5)
    from generate_series(1, 60) as g`);
  // More IP blocks than are counted exactly; every third without an expiry (a nullable sort).
  await db.execute(sql`
    insert into ip_blocks (address, reason, expires_at)
    select '10.9.' || (g / 250) || '.' || (g % 250), 'scale test ' || g,
           case when g % 3 = 0 then null else timestamp '2026-06-01' + make_interval(mins => g % 40) end
    from generate_series(1, ${BLOCKS}::int) as g`);
  await db.execute(sql`analyze`);
});
afterAll(() => server.close());

const get = async (url: string) => {
  const response = await server.app.inject({ url, headers: bearer(staff) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListBody;
};

/** Every id of a list, walked by `page` alone and by `after` cursors; both walks must agree. */
async function walk(path: string, query: string, pages: number, perPage = 7) {
  const byPage: string[] = [];
  const byCursor: string[] = [];
  let cursor: string | null = null;
  for (let page = 1; page <= pages; page++) {
    byPage.push(...(await get(`${path}?${query}&per_page=${perPage}&page=${page}`)).data.map((row) => row.id));
    // With a cursor the rows start behind it whatever `page` says (it only numbers the meta): 2 here.
    const body = await get(`${path}?${query}&per_page=${perPage}${cursor ? `&page=2&after=${cursor}` : '&page=1'}`);
    byCursor.push(...body.data.map((row) => row.id));
    cursor = body.meta.next_cursor;
    expect(cursor).not.toBeNull();
  }
  return { byPage, byCursor };
}

describe('keyset paging', () => {
  it.each([
    ['/v1/admin/bolts', 'q=Scale'],
    ['/v1/admin/bolts', 'q=Scale&sort=name&direction=asc'],
    ['/v1/admin/bolts', 'q=Scale&sort=createdAt&direction=desc'],
    ['/v1/admin/bolts', 'sort=customer&direction=asc'],
    ['/v1/admin/ip-blocks', 'sort=expiresAt&direction=asc'],
    ['/v1/admin/ip-blocks', 'sort=expiresAt&direction=desc'],
  ])('%s?%s walks the same rows by cursor as by page', async (path, query) => {
    const { byPage, byCursor } = await walk(path, query, 8);
    expect(byCursor).toEqual(byPage);
    expect(new Set(byPage).size).toBe(byPage.length);
  });

  it.each(['desc', 'asc'])('passes from the rows without an expiry to the others in order (%s)', async (direction) => {
    // Nulls come first descending and last ascending; nine pages of 100 cross from one to the other.
    const { byPage, byCursor } = await walk('/v1/admin/ip-blocks', `sort=expiresAt&direction=${direction}`, 9, 100);
    expect(byCursor).toEqual(byPage);
    const expiries = await get(`/v1/admin/ip-blocks?sort=expiresAt&direction=${direction}&per_page=100&page=9`);
    expect(expiries.data.some((row) => row.attributes.expiresAt === null)).toBe(direction === 'asc');
  });

  it('refuses a cursor it did not give, in the JSON:API error format', async () => {
    for (const after of ['nonsense', Buffer.from('["a"]').toString('base64url'), Buffer.from('{}').toString('base64url')]) {
      const response = await server.app.inject({ url: `/v1/admin/bolts?page=2&after=${after}`, headers: bearer(staff) });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        detail: 'after is not a cursor this list gave: start again from page 1.',
        source: { parameter: 'after' },
      });
    }
  });
});

describe('totals', () => {
  it(`counts up to ${EXACT_COUNT_LIMIT} rows exactly and estimates past that, saying so`, async () => {
    const all = await get('/v1/admin/ip-blocks');
    expect(all.meta.total_estimated).toBe(true);
    expect(all.meta.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const few = await get('/v1/admin/ip-blocks?q=scale test 11');
    expect(few.meta.total_estimated).toBe(false);
    // 11, 110–119 and 1100–1150 (up to BLOCKS).
    expect(few.meta.total).toBe(1 + 10 + (BLOCKS - 1100 + 1));
  });

  it('makes the total exact on the last page, which a short page proves', async () => {
    const all = await get('/v1/admin/ip-blocks?per_page=100');
    const exactCount = (await server.database.db.execute(sql`select count(*)::int as n from ip_blocks`)) as unknown as { rows: { n: number }[] };
    const n = exactCount.rows[0].n;
    const lastPage = Math.ceil(n / 100);
    const last = await get(`/v1/admin/ip-blocks?per_page=100&page=${lastPage}`);
    expect(last.data.length).toBe(n - (lastPage - 1) * 100);
    expect(last.meta).toMatchObject({ total: n, total_estimated: false, last_page: lastPage, next_cursor: null });
    expect(all.meta.current_page).toBe(1);
  });
});

describe('search', () => {
  it("finds a Bolt by its customer's name, its own name and its id", async () => {
    const byCustomer = await get('/v1/admin/bolts?q=midnight sun&per_page=100');
    expect(byCustomer.data.length).toBeGreaterThan(0);
    for (const row of byCustomer.data) expect(row.attributes.customer).toBe('Midnight Sun Records AS');
    const [one] = (await get('/v1/admin/bolts?q=Scale 4')).data;
    expect(one.attributes.name).toBe('Scale 4');
    expect((await get(`/v1/admin/bolts?q=${one.id}`)).data.map((row) => row.id)).toContain(one.id);
  });
});
