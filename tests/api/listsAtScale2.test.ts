import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './helpers';

interface ListBody {
  data: { id: string; attributes: Record<string, unknown> }[];
  meta: { current_page: number; total: number; next_cursor: string | null };
}

let server: TestServer;
const tokens = { staff: '', customer: '' };
let boltId = 0;
let siteId = 0;
let accountId = 0;
const ROWS = 40;

/** Rows of every list under one new Bolt of customer@demo.test; sort keys repeat (g % 7), so ties need the id. */
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 100, windowMs: 60_000 } });
  tokens.staff = await login(server.app, 'staff@demo.test');
  tokens.customer = await login(server.app, 'customer@demo.test');
  const { db } = server.database;
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, number>[] }).rows;
  const [ids] = await rows(sql`
    select c.account_id as "accountId", c.id as "userId", s.id as "staffId" from users c, users s
    where c.email = 'customer@demo.test' and s.email = 'staff@demo.test'`);
  accountId = ids.accountId;
  [{ id: boltId }] = await rows(sql`
    insert into bolts (account_id, name, plan, server_id)
    values (${ids.accountId}, 'Scale two', 'business', (select min(id) from servers where type = 'shared')) returning id`);
  [{ id: siteId }] = await rows(
    sql`insert into environments (bolt_id, title, name, location) values (${boltId}, 'Scale site', 'scalesite', 'osl-no') returning id`,
  );
  const series = sql`generate_series(1, ${ROWS}::int) as g`;
  await db.execute(
    sql`insert into environments (bolt_id, title, name, location) select ${boltId}, 'Site ' || (g % 7), 'scale' || g, 'osl-no' from ${series}`,
  );
  await db.execute(sql`
    insert into databases (bolt_id, name, db_name, db_user, size_mb)
    select ${boltId}, 'Base ' || (g % 7) || case when g % 10 = 0 then ' needle' else '' end, 'db_scale_' || g, 'u_scale_' || g, g % 7 from ${series}`);
  await db.execute(
    sql`insert into database_environments (database_id, environment_id) select id, ${siteId} from databases where bolt_id = ${boltId} and substr(db_name, 10)::int % 2 = 0`,
  );
  await db.execute(sql`
    insert into cronjobs (environment_id, command, schedule, comment)
    select ${siteId}, 'php job' || (g % 7) || case when g % 10 = 0 then '-needle' else '' end || '.php', '0 3 * * *', 'Job ' || g from ${series}`);
  await db.execute(sql`
    insert into ssh_access (environment_id, type, customer, fingerprint, created_by)
    select ${siteId}, 'staff', 'Support ' || (g % 7), 'SHA256:scale' || g, ${ids.staffId} from ${series}`);
  await db.execute(sql`
    insert into ssh_keys (account_id, user_id, comment, sshkey, key_type, key_length, fingerprint)
    select ${ids.accountId}, ${ids.userId}, 'key ' || (g % 7), 'ssh-ed25519 AAAAscale' || g, 'ssh-ed25519', 256, 'SHA256:scalekey' || g from ${series}`);
  await db.execute(
    sql`insert into bolt_members (bolt_id, email, role, status) select ${boltId}, 'member' || g || '@scale.test', 'developer', 'invited' from ${series}`,
  );
  // Checkouts have text ids: their cursors end in text.
  await db.execute(sql`
    insert into checkouts (id, account_id, plan, billing_period, name, url, location, amount_cents, status)
    select 'scale-' || g, ${ids.accountId}, 'pro', 'monthly', 'Shop ' || g, 'shop' || g || '.example.com', 'osl-no', 1000 + g % 7, 'open' from ${series}`);
  await db.execute(sql`analyze`);
});
afterAll(() => server.close());

/** A list's path with the parents made in beforeAll. */
const at = (path: string) => path.replace('{bolt}', String(boltId)).replace('{site}', String(siteId)).replace('{account}', String(accountId));

const get = async (as: keyof typeof tokens, url: string) => {
  const response = await server.app.inject({ url, headers: bearer(tokens[as]) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListBody;
};

/** Every id of a list, walked by `page` alone and by `after` cursors, until the last page. */
async function walk(as: keyof typeof tokens, path: string, query: string, perPage = 6) {
  const byPage: string[] = [];
  const byCursor: string[] = [];
  let cursor: string | null = null;
  for (let page = 1; ; page++) {
    const paged = await get(as, `${path}?${query}&per_page=${perPage}&page=${page}`);
    const keyed = await get(as, `${path}?${query}&per_page=${perPage}&page=${page}${cursor ? `&after=${cursor}` : ''}`);
    byPage.push(...paged.data.map((row) => row.id));
    byCursor.push(...keyed.data.map((row) => row.id));
    cursor = keyed.meta.next_cursor;
    if (paged.data.length < perPage) return { byPage, byCursor, total: paged.meta.total };
    expect(cursor).not.toBeNull();
  }
}

describe('the lists of one parent page by cursor as by page', () => {
  const lists: [keyof typeof tokens, string, string, string][] = [
    ['staff', '/v1/admin/bolts/{bolt}/environments', '', 'title'],
    ['staff', '/v1/admin/bolts/{bolt}/environments', 'sort=title&direction=desc', 'title'],
    ['staff', '/v1/admin/bolts/{bolt}/databases', 'sort=size', 'size'],
    ['staff', '/v1/admin/environments/{site}/databases', 'sort=name&direction=desc', 'name'],
    ['staff', '/v1/admin/environments/{site}/cronjobs', 'sort=command', 'command'],
    ['staff', '/v1/admin/environments/{site}/cronjobs', '', 'command'],
    ['staff', '/v1/admin/environments/{site}/ssh-access', 'sort=customer', 'customer'],
    ['staff', '/v1/admin/ssh-access', 'filter[status]=active&sort=customer&direction=desc', 'customer'],
    ['customer', '/v1/ssh-keys', 'sort=comment', 'comment'],
    ['staff', '/v1/admin/checkouts', 'filter[customerId]={account}&sort=amountCents&direction=desc', 'amountCents'],
  ];

  it.each(lists)('%s %s?%s', async (as, path, query, field) => {
    const { byPage, byCursor, total } = await walk(as, at(path), at(query));
    expect(byCursor).toEqual(byPage);
    expect(new Set(byPage).size).toBe(byPage.length);
    expect(byPage).toHaveLength(total);
    if (!query.includes('sort=')) return;
    // The rows come in the sort's order, ties broken by id the same way.
    const body = await get(as, `${at(path)}?${at(query)}&per_page=100`);
    const descending = query.includes('direction=desc');
    const keys = body.data.map((row) => [row.attributes[field] as string | number, Number(row.id)] as const);
    const sorted = [...keys].sort(([a, i], [b, j]) => (a < b ? -1 : a > b ? 1 : i - j) * (descending ? -1 : 1));
    expect(keys).toEqual(sorted);
  });

  it("walks a Bolt's people, owners first, by cursor as by page", async () => {
    const { byPage, byCursor, total } = await walk('staff', `/v1/admin/bolts/${boltId}/users`, '', 7);
    expect(byCursor).toEqual(byPage);
    expect(byPage).toHaveLength(total);
    expect(byPage[0]).toMatch(/^account-/);
    expect(byPage.filter((id) => !id.startsWith('account-'))).toHaveLength(ROWS);
  });

  it('refuses a cursor of the people list it did not give', async () => {
    const after = Buffer.from('[7, 1]').toString('base64url');
    const response = await server.app.inject({ url: `/v1/admin/bolts/${boltId}/users?after=${after}`, headers: bearer(tokens.staff) });
    expect(response.statusCode).toBe(422);
  });
});

describe('search', () => {
  it.each([
    ['/v1/admin/bolts/{bolt}/databases', 'name'],
    ['/v1/admin/environments/{site}/databases', 'name'],
    ['/v1/admin/environments/{site}/cronjobs', 'command'],
  ])('%s finds the rows that hold the text', async (path, field) => {
    const body = await get('staff', `${at(path)}?q=NEEDLE&per_page=100`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((row) => String(row.attributes[field]).includes('needle'))).toBe(true);
    expect(body.meta.total).toBe(body.data.length);
  });

  it("lists a site's databases: only those connected to it", async () => {
    const site = await get('staff', `/v1/admin/environments/${siteId}/databases?per_page=100`);
    const bolt = await get('staff', `/v1/admin/bolts/${boltId}/databases?per_page=100`);
    expect(site.meta.total).toBe(ROWS / 2);
    expect(site.data.every((row) => (row.attributes.environments as string[]).includes('Scale site'))).toBe(true);
    expect(bolt.meta.total).toBe(ROWS);
  });
});
