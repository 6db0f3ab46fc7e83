import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './helpers';

interface ListBody {
  data: { id: string }[];
  meta: { total: number; next_cursor: string | null };
}

let server: TestServer;
let staff = '';

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Sites of one new Bolt whose titles repeat (two "Alpha", two "Beta"), one without Support access,
 * each with its own number of Support entries (some expired), and other entry types in between.
 */
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 100, windowMs: 60_000 } });
  staff = await login(server.app, 'staff@demo.test');
  const [ids] = await rows<{ accountId: number; staffId: number }>(sql`
    select c.account_id as "accountId", s.id as "staffId" from users c, users s
    where c.email = 'customer@demo.test' and s.email = 'staff@demo.test'`);
  const [bolt] = await rows<{ id: number }>(
    sql`insert into bolts (account_id, name, plan) values (${ids.accountId}, 'By site', 'business') returning id`,
  );
  const titles = ['Beta', 'Alpha', 'Gamma', 'Alpha', 'Beta', 'Delta'];
  for (const [i, title] of titles.entries()) {
    const [site] = await rows<{ id: number }>(
      sql`insert into environments (bolt_id, title, name, location) values (${bolt.id}, ${title}, ${`bysite${i}`}, 'osl-no') returning id`,
    );
    // Delta has no Support access; the others 1, 4, 7 … entries, every third one expired.
    const entries = title === 'Delta' ? 0 : 1 + 3 * i;
    for (let n = 0; n < entries; n++) {
      const expires = n % 3 === 2 ? sql`now() - interval '1 hour'` : sql`now() + interval '1 day'`;
      await server.database.db.execute(sql`
        insert into ssh_access (environment_id, type, customer, fingerprint, expires_at, created_by)
        values (${site.id}, 'staff', ${`Support ${n}`}, ${`SHA256:bysite${i}-${n}`}, ${expires}, ${ids.staffId}),
               (${site.id}, ${n % 2 ? 'vhost' : 'customer'}, 'Someone', ${`SHA256:other${i}-${n}`}, null, ${ids.staffId})`);
    }
  }
});
afterAll(() => server.close());

const list = async (query: string) => {
  const response = await server.app.inject({ url: `/v1/admin/ssh-access?${query}`, headers: bearer(staff) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListBody;
};

/** Every Support entry in site order (the site's title, the site, the entry), as PostgreSQL sorts them. */
async function expected(descending: boolean, condition = sql`true`) {
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const found = await rows<{ id: number }>(sql`
    select a.id from ssh_access a join environments e on e.id = a.environment_id
    where a.type = 'staff' and ${condition}
    order by e.title ${direction}, e.id ${direction}, a.id ${direction}`);
  return found.map((row) => String(row.id));
}

/** Every id of the list, by `page` alone and by `after` cursors, until a short page. */
async function walk(query: string, perPage: number) {
  const byPage: string[] = [];
  const byCursor: string[] = [];
  let after = '';
  for (let page = 1; ; page++) {
    const paged = await list(`${query}&per_page=${perPage}&page=${page}`);
    const keyed = await list(`${query}&per_page=${perPage}&page=${page}${after}`);
    byPage.push(...paged.data.map((row) => row.id));
    byCursor.push(...keyed.data.map((row) => row.id));
    if (paged.data.length < perPage) return { byPage, byCursor, total: paged.meta.total };
    expect(keyed.meta.next_cursor).not.toBeNull();
    after = `&after=${keyed.meta.next_cursor}`;
  }
}

describe('admin/ssh-access sorted by site', () => {
  it.each([
    ['asc', 4],
    ['desc', 4],
    ['asc', 1],
    ['desc', 7],
  ])('walks the sites in title order, each site’s entries by id, by page as by cursor (%s, %i a page)', async (direction, perPage) => {
    const want = await expected(direction === 'desc');
    expect(want.length).toBeGreaterThan(30);
    const { byPage, byCursor, total } = await walk(`sort=site&direction=${direction}`, perPage);
    expect(byPage).toEqual(want);
    expect(byCursor).toEqual(want);
    expect(total).toBe(want.length);
  });

  it('keeps the status filter while walking the sites', async () => {
    const want = await expected(false, sql`a.expires_at > now()`);
    const { byPage, byCursor } = await walk('sort=site&filter[status]=active', 5);
    expect(byPage).toEqual(want);
    expect(byCursor).toEqual(want);
  });

  it('sorts a search by site too', async () => {
    const want = await expected(true, sql`a.customer = 'Support 4'`);
    expect(want.length).toBeGreaterThan(2);
    const { byPage, byCursor } = await walk('sort=site&direction=desc&q=Support%204', 2);
    expect(byPage).toEqual(want);
    expect(byCursor).toEqual(want);
  });

  it.each([
    ['a cursor of another sort', ['Support 1', 5]],
    ['a site that is not a number', ['Alpha', 'x', 5]],
    ['an id past any id', ['Alpha', 1, 2 ** 40]],
  ])('refuses %s (422)', async (_, values) => {
    const after = Buffer.from(JSON.stringify(values)).toString('base64url');
    const response = await server.app.inject({ url: `/v1/admin/ssh-access?sort=site&after=${after}`, headers: bearer(staff) });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[0].source).toEqual({ parameter: 'after' });
  });
});

describe('admin/ssh-access sorted by site, with Support access on more than 1,000 sites', () => {
  beforeAll(async () => {
    // Past the sites listed first, every site is walked in title order (sshAccessBySite.ts).
    await server.database.db.execute(sql`
      with bolt as (select bolt_id as id from environments where name = 'bysite0'),
           made as (insert into environments (bolt_id, title, name, location)
                    select bolt.id, 'Many ' || (g % 37), 'many' || g, 'osl-no' from bolt, generate_series(1, 1100) as g returning id)
      insert into ssh_access (environment_id, type, customer, fingerprint, expires_at)
      select id, 'staff', 'Support many', 'SHA256:many' || id, now() + interval '1 day' from made`);
  });

  it.each(['asc', 'desc'])('gives the first pages and a page after any cursor in site order (%s)', async (direction) => {
    const descending = direction === 'desc';
    const want = await expected(descending);
    expect(want.length).toBeGreaterThan(1100);
    const byCursor: string[] = [];
    let after = '';
    for (let page = 1; page <= 3; page++) {
      const body = await list(`sort=site&direction=${direction}&per_page=10&page=${page}${after}`);
      byCursor.push(...body.data.map((row) => row.id));
      after = `&after=${body.meta.next_cursor}`;
      expect((await list(`sort=site&direction=${direction}&per_page=10&page=${page}`)).data.map((row) => row.id)).toEqual(
        want.slice(10 * (page - 1), 10 * page),
      );
    }
    expect(byCursor).toEqual(want.slice(0, 30));
    const [row] = await rows<{ title: string; siteId: number }>(
      sql`select e.title, e.id as "siteId" from ssh_access a join environments e on e.id = a.environment_id where a.id = ${Number(want[600])}`,
    );
    const cursor = Buffer.from(JSON.stringify([row.title, row.siteId, Number(want[600])])).toString('base64url');
    expect((await list(`sort=site&direction=${direction}&per_page=10&after=${cursor}`)).data.map((entry) => entry.id)).toEqual(want.slice(601, 611));
  });
});
