import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bolts, databases, servers } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff' | 'admin';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let server: TestServer;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
});
afterAll(() => server.close());

const call = (who: Who, method: Method, url: string, attributes?: Record<string, unknown>) =>
  server.app.inject({
    method,
    url,
    headers: bearer(tokens[who]),
    payload: attributes ? { data: { type: 'databases', attributes } } : undefined,
  });
const db = () => server.database.db;
const databasesOf = async (boltId: number) => Number((await db().select({ n: count() }).from(databases).where(eq(databases.boltId, boltId)))[0].n);
const row = async (id: number | string) =>
  (
    await db()
      .select()
      .from(databases)
      .where(eq(databases.id, Number(id)))
  )[0];
/** The seeded database of Bolt 5 (Other Media Ltd). */
const otherDatabase = async () => (await db().select().from(databases).where(eq(databases.boltId, 5)))[0];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('GET bolts/{id}/databases', () => {
  it('lists the Bolt’s databases with the spec 2 §3 fields and the host', async () => {
    const body = (await call('customer', 'GET', '/v1/bolts/1/databases')).json();
    expect(body.meta).toMatchObject({ total: 1, current_page: 1, per_page: 15 });
    const [bolt] = await db().select().from(bolts).where(eq(bolts.id, 1));
    const [host] = await db().select().from(servers).where(eq(servers.id, bolt.serverId!));
    expect(body.data[0]).toMatchObject({
      type: 'databases',
      attributes: { dbName: 'db_1_main', dbUser: 'u_1_main', host: host.hostname, environments: [], size: expect.any(Number) },
    });
    expect(body.data[0].attributes).not.toHaveProperty('password');
    expect(body.data[0].attributes).not.toHaveProperty('passwordHash');
  });

  it.each<[Who, string, number]>([
    ['customer', '/v1/bolts/1/databases', 200],
    ['customer', '/v1/bolts/5/databases', 404],
    ['other', '/v1/bolts/1/databases', 404],
    ['staff', '/v1/bolts/1/databases', 404],
    ['staff', '/v1/admin/bolts/1/databases', 200],
    ['admin', '/v1/admin/bolts/5/databases', 200],
    ['customer', '/v1/admin/bolts/1/databases', 403],
    ['customer', '/v1/bolts/999999/databases', 404],
  ])('%s GET %s -> %i', async (who, url, status) => {
    expect((await call(who, 'GET', url)).statusCode).toBe(status);
  });

  it('shows one database only under its own Bolt', async () => {
    const other = await otherDatabase();
    expect((await call('other', 'GET', `/v1/bolts/5/databases/${other.id}`)).json().data.attributes.name).toBe(other.name);
    expect((await call('customer', 'GET', `/v1/bolts/5/databases/${other.id}`)).statusCode).toBe(404);
    expect((await call('customer', 'GET', `/v1/bolts/1/databases/${other.id}`)).statusCode).toBe(404);
    expect((await call('customer', 'GET', '/v1/bolts/1/databases/abc')).statusCode).toBe(404);
    expect((await call('staff', 'GET', `/v1/admin/bolts/5/databases/${other.id}`)).statusCode).toBe(200);
  });
});

describe('POST bolts/{id}/databases', () => {
  it.each([
    ['', 'The database name cannot be empty'],
    ['   ', 'The database name cannot be empty'],
    ['ab', 'The database name must be at least 3 characters long'],
    ['d'.repeat(65), 'The database name cannot be longer than 64 characters.'],
    ['shop/data!', 'The database name may only contain letters, digits, spaces, underscores and hyphens.'],
  ])('refuses the name %j and writes nothing', async (name, detail) => {
    const response = await call('customer', 'POST', '/v1/bolts/1/databases', { name });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ detail, source: { pointer: '/data/attributes/name' } })]);
    expect(await databasesOf(1)).toBe(1);
  });

  it('creates a database and answers its password once', async () => {
    const response = await call('customer', 'POST', '/v1/bolts/1/databases', { name: 'Shop data' });
    expect(response.statusCode).toBe(201);
    const { id, attributes } = response.json().data;
    expect(attributes).toMatchObject({ name: 'Shop data', dbName: 'db_1_shop_data', dbUser: 'u_1_shop_data', size: 0, environments: [] });
    expect(attributes.password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect((await row(id)).passwordHash).toBe(sha256(attributes.password));
    const shown = (await call('customer', 'GET', `/v1/bolts/1/databases/${id}`)).json().data.attributes;
    expect(shown).not.toHaveProperty('password');
    expect(JSON.stringify((await call('customer', 'GET', '/v1/bolts/1/databases')).json())).not.toContain(attributes.password);
  });

  it('refuses a name the Bolt already has, whatever its case', async () => {
    const response = await call('customer', 'POST', '/v1/bolts/1/databases', { name: 'SHOP DATA' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      detail: 'This Bolt already has a database with this name.',
      source: { pointer: '/data/attributes/name' },
    });
    expect(await databasesOf(1)).toBe(2);
  });

  it('keeps server names unique and within MySQL’s lengths', async () => {
    const twin = (await call('customer', 'POST', '/v1/bolts/1/databases', { name: 'shop-data' })).json().data.attributes;
    expect(twin).toMatchObject({ dbName: 'db_1_shop_data_2', dbUser: 'u_1_shop_data_2' });
    const long = (await call('customer', 'POST', '/v1/bolts/1/databases', { name: 'a very long database name '.repeat(2) + 'indeed' })).json().data
      .attributes;
    expect(long.dbName.length).toBeLessThanOrEqual(64);
    expect(long.dbUser).toHaveLength(32);
    expect(long.dbUser.startsWith('u_1_a_very_long_database_name')).toBe(true);
  });

  it('saves nothing when the database server fails (sandbox: a name starting with fail-)', async () => {
    const before = await databasesOf(1);
    const response = await call('customer', 'POST', '/v1/bolts/1/databases', { name: 'fail-db' });
    expect(response.statusCode).toBe(424);
    expect(response.json().errors[0]).toMatchObject({ code: 'upstream_failed', detail: 'Could not create the database. Please try again later.' });
    expect(await databasesOf(1)).toBe(before);
  });

  it('hides another account’s Bolt; staff create there through admin/', async () => {
    expect((await call('customer', 'POST', '/v1/bolts/5/databases', { name: 'Sneaky db' })).statusCode).toBe(404);
    expect(await databasesOf(5)).toBe(1);
    const staff = await call('staff', 'POST', '/v1/admin/bolts/5/databases', { name: 'Support copy' });
    expect(staff.statusCode).toBe(201);
    expect(staff.json().data.attributes.dbName).toBe('db_5_support_copy');
  });
});

describe('PATCH bolts/{id}/databases/{dbId}', () => {
  it('renames a database and keeps its server names', async () => {
    const [first] = (await call('customer', 'GET', '/v1/bolts/1/databases?q=db_1_main')).json().data;
    const response = await call('customer', 'PATCH', `/v1/bolts/1/databases/${first.id}`, { name: 'Main shop database' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ name: 'Main shop database', dbName: 'db_1_main', dbUser: 'u_1_main' });
    expect((await row(first.id)).name).toBe('Main shop database');
  });

  it.each([
    ['', 'The database name cannot be empty'],
    ['ab', 'The database name must be at least 3 characters long'],
    ['Shop data', 'This Bolt already has a database with this name.'],
  ])('refuses the name %j and keeps the old one', async (name, detail) => {
    const [first] = (await call('customer', 'GET', '/v1/bolts/1/databases?q=db_1_main')).json().data;
    const response = await call('customer', 'PATCH', `/v1/bolts/1/databases/${first.id}`, { name });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: '/data/attributes/name' } });
    expect((await row(first.id)).name).toBe('Main shop database');
  });

  it('lets a database keep its own name in another case', async () => {
    const [first] = (await call('customer', 'GET', '/v1/bolts/1/databases?q=db_1_main')).json().data;
    const response = await call('customer', 'PATCH', `/v1/bolts/1/databases/${first.id}`, { name: 'MAIN SHOP DATABASE' });
    expect(response.statusCode).toBe(200);
  });

  it('hides another account’s database', async () => {
    const other = await otherDatabase();
    expect((await call('customer', 'PATCH', `/v1/bolts/5/databases/${other.id}`, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await call('customer', 'PATCH', `/v1/bolts/1/databases/${other.id}`, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await row(other.id)).name).toBe(other.name);
  });
});

describe('DELETE bolts/{id}/databases/{dbId}', () => {
  it('hides another account’s database and deletes the caller’s own', async () => {
    const other = await otherDatabase();
    expect((await call('customer', 'DELETE', `/v1/bolts/5/databases/${other.id}`)).statusCode).toBe(404);
    expect(await row(other.id)).toBeDefined();
    const [shop] = (await call('customer', 'GET', '/v1/bolts/1/databases?q=shop%20data')).json().data;
    const response = await call('customer', 'DELETE', `/v1/bolts/1/databases/${shop.id}`);
    expect(response.statusCode).toBe(204);
    expect(await row(shop.id)).toBeUndefined();
    expect((await call('customer', 'GET', `/v1/bolts/1/databases/${shop.id}`)).statusCode).toBe(404);
  });

  it('keeps the database when the server cannot drop it', async () => {
    const [twin] = (await call('customer', 'GET', '/v1/bolts/1/databases?q=db_1_shop_data_2')).json().data;
    await call('customer', 'PATCH', `/v1/bolts/1/databases/${twin.id}`, { name: 'fail-drop' });
    const response = await call('customer', 'DELETE', `/v1/bolts/1/databases/${twin.id}`);
    expect(response.statusCode).toBe(424);
    expect(response.json().errors[0].detail).toBe('Could not delete the database. Please try again later.');
    expect(await row(twin.id)).toBeDefined();
  });

  it('lets staff delete through admin/', async () => {
    const other = await otherDatabase();
    expect((await call('staff', 'DELETE', `/v1/admin/bolts/5/databases/${other.id}`)).statusCode).toBe(204);
    expect(await row(other.id)).toBeUndefined();
  });
});

describe('list envelope', () => {
  it('pages, sorts and searches', async () => {
    const page = (await call('customer', 'GET', '/v1/bolts/1/databases?per_page=2&page=2&sort=name')).json();
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 2, from: 3 });
    const sorted = (await call('customer', 'GET', '/v1/bolts/1/databases?sort=size&direction=desc')).json().data;
    const sizes = sorted.map((d: { attributes: { size: number } }) => d.attributes.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const bad = await call('customer', 'GET', '/v1/bolts/1/databases?sort=password');
    expect(bad.json().errors[0]).toMatchObject({ detail: 'Cannot sort by password', source: { parameter: 'sort' } });
  });
});
