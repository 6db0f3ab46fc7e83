import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './helpers';

interface Row {
  id: string;
  attributes: Record<string, unknown>;
}

let server: TestServer;
let staff = '';
let accountId = 0;
/** Two servers of this file's own, so their counts start at 0 and only this file moves them. */
const made = { a: 0, b: 0 };

beforeAll(async () => {
  server = await startTestServer();
  staff = await login(server.app, 'staff@demo.test');
  for (const name of ['a', 'b'] as const) {
    const attributes = { name: `count-${name}`, hostname: `count-${name}.hosting.test`, ip: `10.0.98.${name === 'a' ? 1 : 2}` };
    const response = await call('POST', '/v1/admin/servers', {
      data: { type: 'servers', attributes: { ...attributes, type: 'shared', location: 'osl-no', cpuCores: 8, memoryGb: 32, diskGb: 960 } },
    });
    expect(response.statusCode, response.body).toBe(201);
    made[name] = Number(response.json().data.id);
  }
  [{ id: accountId }] = await rows<{ id: number }>(sql`select account_id as id from users where email = 'customer@demo.test'`);
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(staff), payload });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The two servers' counts as GET admin/servers/{id} answers them. */
async function counts() {
  const read = async (id: number) => {
    const { boltsCount, databasesCount } = (await call('GET', `/v1/admin/servers/${id}`)).json().data.attributes;
    return [boltsCount, databasesCount];
  };
  return { a: await read(made.a), b: await read(made.b) };
}

/** New Bolts of customer@demo.test on the given servers, in one statement; their ids. */
async function addBolts(...serverIds: number[]) {
  const values = sql.join(
    serverIds.map((serverId) => sql`(${accountId}, 'Counted', 'pro', ${serverId}::int)`),
    sql`, `,
  );
  const added = await rows<{ id: number }>(sql`insert into bolts (account_id, name, plan, server_id) values ${values} returning id`);
  return added.map((bolt) => bolt.id);
}

// No API moves a Bolt or a database to another server, and Bolts are made from paid checkouts:
// those writes go to the table directly. The counts are the database's own doing (migration 0012).
describe("a server's Bolt and database counts", () => {
  let bolts: number[] = [];
  let database = 0;

  it('count Bolts added, several at once and on two servers', async () => {
    expect(await counts()).toEqual({ a: [0, 0], b: [0, 0] });
    bolts = await addBolts(made.a, made.a, made.a, made.b);
    expect(await counts()).toEqual({ a: [3, 0], b: [1, 0] });
  });

  it('follow a Bolt moved to another server, and a swap in one statement changes nothing', async () => {
    await server.database.db.execute(sql`update bolts set server_id = ${made.b} where id = ${bolts[0]}`);
    expect(await counts()).toEqual({ a: [2, 0], b: [2, 0] });
    await server.database.db.execute(
      sql`update bolts set server_id = case when server_id = ${made.a}::int then ${made.b}::int else ${made.a}::int end where id in (${bolts[0]}, ${bolts[1]})`,
    );
    expect(await counts()).toEqual({ a: [2, 0], b: [2, 0] });
  });

  it('count only live Bolts: deleted at once leaves, a scheduled deletion stays, a restore comes back', async () => {
    // After the swap: bolts 0 and 2 on A, 1 and 3 on B.
    const [onA, , alsoOnA] = bolts;
    expect((await call('DELETE', `/v1/admin/bolts/${onA}?cancelImmediately=1`)).statusCode).toBe(204);
    expect(await counts()).toEqual({ a: [1, 0], b: [2, 0] });
    expect((await call('DELETE', `/v1/admin/bolts/${alsoOnA}?cancelImmediately=0`)).statusCode).toBe(200);
    expect(await counts()).toEqual({ a: [1, 0], b: [2, 0] });
    // An archived Bolt moved elsewhere counts nowhere.
    await server.database.db.execute(sql`update bolts set server_id = ${made.b} where id = ${onA}`);
    expect(await counts()).toEqual({ a: [1, 0], b: [2, 0] });
    expect((await call('POST', `/v1/admin/bolts/${onA}/restore`)).statusCode).toBe(200);
    expect(await counts()).toEqual({ a: [1, 0], b: [3, 0] });
  });

  it('count databases created, failed, moved and deleted', async () => {
    const onB = bolts[3];
    const created = await call('POST', `/v1/admin/bolts/${onB}/databases`, { data: { type: 'databases', attributes: { name: 'Counted data' } } });
    expect(created.statusCode, created.body).toBe(201);
    database = Number(created.json().data.id);
    expect(await counts()).toEqual({ a: [1, 0], b: [3, 1] });
    // The sandbox database server refuses names starting with fail-: the row is rolled back, and its count.
    const failed = await call('POST', `/v1/admin/bolts/${onB}/databases`, { data: { type: 'databases', attributes: { name: 'fail-counted' } } });
    expect(failed.statusCode).toBe(424);
    expect(await counts()).toEqual({ a: [1, 0], b: [3, 1] });
    await server.database.db.execute(sql`update databases set server_id = ${made.a} where id = ${database}`);
    expect(await counts()).toEqual({ a: [1, 1], b: [3, 0] });
    expect((await call('DELETE', `/v1/admin/bolts/${onB}/databases/${database}`)).statusCode).toBe(204);
    expect(await counts()).toEqual({ a: [1, 0], b: [3, 0] });
  });

  it('count a Bolt removed from the table, and its databases removed with it', async () => {
    const [bolt] = await addBolts(made.a);
    await server.database.db.execute(
      sql`insert into databases (bolt_id, server_id, name, db_name, db_user) values (${bolt}, ${made.a}, 'Gone data', 'db_gone', 'u_gone')`,
    );
    expect(await counts()).toEqual({ a: [2, 1], b: [3, 0] });
    await server.database.db.execute(sql`delete from bolts where id = ${bolt}`);
    expect(await counts()).toEqual({ a: [1, 0], b: [3, 0] });
  });

  it('equal a fresh count on every server', async () => {
    const wrong = await rows<{ name: string }>(sql`
      select name from servers s
      where bolts_count <> (select count(*) from bolts b where b.server_id = s.id and b.deleted_at is null)
         or databases_count <> (select count(*) from databases d where d.server_id = s.id)`);
    expect(wrong).toEqual([]);
  });
});

describe('the server list by Bolt count', () => {
  const list = async (query: string) =>
    (await call('GET', `/v1/admin/servers?${query}`)).json() as { data: Row[]; meta: { next_cursor: string | null } };

  it.each(['asc', 'desc'])('sorts by the count, ties by id, and pages by cursor as by page (%s)', async (direction) => {
    const all = (await list(`sort=boltsCount&direction=${direction}&per_page=100`)).data;
    const keys = all.map((row) => [row.attributes.boltsCount as number, Number(row.id)]);
    const sign = direction === 'desc' ? -1 : 1;
    expect(keys).toEqual([...keys].sort(([a, i], [b, j]) => (a - b || i - j) * sign));
    expect(keys.map(([, id]) => id)).toEqual(expect.arrayContaining([made.a, made.b]));
    const byCursor: string[] = [];
    let after = '';
    for (let page = 1; byCursor.length < all.length; page++) {
      const body = await list(`sort=boltsCount&direction=${direction}&per_page=3&page=${page}${after}`);
      byCursor.push(...body.data.map((row) => row.id));
      after = `&after=${body.meta.next_cursor}`;
    }
    expect(byCursor).toEqual(all.map((row) => row.id));
  });

  it.each([
    ['sort=boltsCount', ['many', 1]],
    ['sort=boltsCount', [2 ** 31, 1]],
    ['sort=boltsCount', [null, 1]],
    ['sort=createdAt', ['yesterday', 1]],
    ['sort=name', [12, 1]],
  ])('refuses a cursor whose values the sort cannot hold (%s, %j): 422, not a failed query', async (sort, values) => {
    const after = Buffer.from(JSON.stringify(values)).toString('base64url');
    const response = await call('GET', `/v1/admin/servers?${sort}&after=${after}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      detail: 'after is not a cursor this list gave: start again from page 1.',
      source: { parameter: 'after' },
    });
  });

  it('filters the servers without live Bolts', async () => {
    await server.database.db.execute(sql`update bolts set deleted_at = now() where server_id = ${made.a} and deleted_at is null`);
    const empty = (await list('filter[empty]=true&per_page=100')).data.map((row) => Number(row.id));
    expect(empty).toContain(made.a);
    expect(empty).not.toContain(made.b);
    const busy = (await list('filter[empty]=false&per_page=100')).data.map((row) => Number(row.id));
    expect(busy).toContain(made.b);
    expect(busy).not.toContain(made.a);
  });
});
