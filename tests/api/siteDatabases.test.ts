import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseEnvironments, databases, environments } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff' | 'admin';
type Site = typeof environments.$inferSelect;
type Database = typeof databases.$inferSelect;

let server: TestServer;
const tokens = {} as Record<Who, string>;
/** Bolt 1 and Bolt 2 are customer@demo.test's; Bolt 5 is other@demo.test's. Each has one database. */
let sites: Site[];
let secondBoltSite: Site;
let others: Site;
let main: Database;
let extra: Database;
let secondBoltDatabase: Database;
let othersDatabase: Database;

const db = () => server.database.db;
const sitesOf = (boltId: number) => db().select().from(environments).where(eq(environments.boltId, boltId)).orderBy(asc(environments.id));
const databaseOf = async (boltId: number) => (await db().select().from(databases).where(eq(databases.boltId, boltId)).orderBy(asc(databases.id)))[0];
const links = async () => Number((await db().select({ n: count() }).from(databaseEnvironments))[0].n);

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  sites = await sitesOf(1);
  [secondBoltSite] = await sitesOf(2);
  [others] = await sitesOf(5);
  main = await databaseOf(1);
  [extra] = await db()
    .insert(databases)
    .values({ boltId: 1, name: 'Analytics', dbName: 'db_1_analytics', dbUser: 'u_1_analytics', sizeMb: 12 })
    .returning();
  secondBoltDatabase = await databaseOf(2);
  othersDatabase = await databaseOf(5);
});
afterAll(() => server.close());

const send = (who: Who, method: 'GET' | 'POST', url: string, attributes?: Record<string, unknown>) =>
  server.app.inject({
    method,
    url,
    headers: bearer(tokens[who]),
    payload: attributes ? { data: { type: 'databases', attributes } } : undefined,
  });
const connect = (who: Who, databaseIds: unknown[], environmentIds: unknown[], prefix = '') =>
  send(who, 'POST', `/v1/${prefix}databases/connect`, { databaseIds, environmentIds });
const disconnect = (who: Who, databaseIds: unknown[], environmentIds: unknown[], prefix = '') =>
  send(who, 'POST', `/v1/${prefix}databases/disconnect`, { databaseIds, environmentIds });

describe('POST databases/connect', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no databases', { environmentIds: [1] }, 'databaseIds', 'Please select at least one database.'],
    ['an empty list of databases', { databaseIds: [], environmentIds: [1] }, 'databaseIds', 'Please select at least one database.'],
    ['no sites', { databaseIds: [1] }, 'environmentIds', 'Please select at least one site.'],
    ['an empty list of sites', { databaseIds: [1], environmentIds: [] }, 'environmentIds', 'Please select at least one site.'],
    ['a list that is no list', { databaseIds: 1, environmentIds: [1] }, 'databaseIds', 'Please select at least one database.'],
    [
      'too many sites',
      { databaseIds: [1], environmentIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      'environmentIds',
      'Please select at most 100 at a time.',
    ],
  ])('refuses %s and writes nothing', async (_case, attributes, field, detail) => {
    const response = await send('customer', 'POST', '/v1/databases/connect', attributes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: `/data/attributes/${field}` } });
    expect(await links()).toBe(0);
  });

  it('connects databases to sites and says "db connected"', async () => {
    const response = await connect('customer', [main.id, String(extra.id)], [sites[0].id, String(sites[1].id)]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ message: 'db connected' });
    expect(body.data.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual(['Analytics', main.name]);
    expect(body.data[0].attributes).toMatchObject({
      dbName: 'db_1_analytics',
      dbUser: 'u_1_analytics',
      size: 12,
      environments: [sites[0].title, sites[1].title].sort(),
    });
    expect(await links()).toBe(4);
  });

  it('is harmless to repeat', async () => {
    expect((await connect('customer', [main.id], [sites[0].id])).statusCode).toBe(200);
    expect(await links()).toBe(4);
  });

  it('hides another account’s database or site and connects nothing', async () => {
    expect((await connect('customer', [othersDatabase.id], [sites[2].id])).statusCode).toBe(404);
    expect((await connect('customer', [main.id], [others.id])).statusCode).toBe(404);
    expect((await connect('other', [main.id], [sites[2].id])).statusCode).toBe(404);
    expect((await connect('customer', [999999], [sites[2].id])).statusCode).toBe(404);
    expect((await connect('customer', ['abc'], [sites[2].id])).statusCode).toBe(404);
    expect((await connect('staff', [main.id], [sites[2].id])).statusCode).toBe(404);
    expect((await connect('customer', [main.id], [sites[2].id], 'admin/')).statusCode).toBe(403);
    expect(await links()).toBe(4);
  });

  it('refuses databases and sites of different Bolts, even the caller’s own', async () => {
    const response = await connect('customer', [secondBoltDatabase.id], [sites[2].id]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      detail: 'The databases and sites must belong to the same Bolt.',
      source: { pointer: '/data/attributes/environmentIds' },
    });
    expect((await connect('customer', [main.id, secondBoltDatabase.id], [secondBoltSite.id])).statusCode).toBe(422);
    expect(await links()).toBe(4);
  });

  it('lets staff connect any account’s through admin/', async () => {
    const response = await connect('staff', [othersDatabase.id], [others.id], 'admin/');
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].attributes.environments).toEqual([others.title]);
  });
});

describe('GET environments/{id}/databases', () => {
  it('lists the databases a site uses, with the sites using each', async () => {
    const body = (await send('customer', 'GET', `/v1/environments/${sites[1].id}/databases`)).json();
    expect(body.meta).toMatchObject({ total: 2, current_page: 1, per_page: 15 });
    expect(body.data.map((d: { id: string }) => d.id)).toEqual([String(extra.id), String(main.id)]);
    expect(body.data[1].attributes).toMatchObject({
      name: main.name,
      size: main.sizeMb,
      dbName: main.dbName,
      dbUser: main.dbUser,
      environments: [sites[0].title, sites[1].title].sort(),
    });
    expect(body.data[1].attributes).not.toHaveProperty('passwordHash');
  });

  it('answers an empty list for a site without databases', async () => {
    const body = (await send('customer', 'GET', `/v1/environments/${sites[3].id}/databases`)).json();
    expect(body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('pages and searches', async () => {
    const page = (await send('customer', 'GET', `/v1/environments/${sites[0].id}/databases?per_page=1&page=2`)).json();
    expect(page.meta).toMatchObject({ total: 2, last_page: 2, from: 2 });
    const found = (await send('customer', 'GET', `/v1/environments/${sites[0].id}/databases?q=analytics`)).json();
    expect(found.data.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual(['Analytics']);
  });

  it.each<[Who, () => string, number]>([
    ['customer', () => `/v1/environments/${sites[0].id}/databases`, 200],
    ['customer', () => `/v1/environments/${others.id}/databases`, 404],
    ['other', () => `/v1/environments/${sites[0].id}/databases`, 404],
    ['staff', () => `/v1/admin/environments/${sites[0].id}/databases`, 200],
    ['customer', () => `/v1/admin/environments/${sites[0].id}/databases`, 403],
    ['customer', () => '/v1/environments/999999/databases', 404],
  ])('%s GET %s -> %i', async (who, url, status) => {
    expect((await send(who, 'GET', url())).statusCode).toBe(status);
  });

  it('shows the same sites on the Bolt’s database list', async () => {
    const body = (await send('customer', 'GET', '/v1/bolts/1/databases')).json();
    const listed = body.data.find((d: { id: string }) => d.id === String(main.id));
    expect(listed.attributes.environments).toEqual([sites[0].title, sites[1].title].sort());
  });
});

describe('GET environments/{id}/databases/{dbId}', () => {
  const one = (who: Who, site: Site, database: Database, prefix = '') =>
    send(who, 'GET', `/v1/${prefix}environments/${site.id}/databases/${database.id}`);

  it('answers a database the site uses, saying so', async () => {
    const body = (await one('customer', sites[0], main)).json();
    expect(body.data).toMatchObject({ id: String(main.id), type: 'databases', attributes: { name: main.name, dbName: main.dbName } });
    expect(body.meta).toEqual({ connected: true });
  });

  it('answers a database of the site’s Bolt it does not use, saying so', async () => {
    const body = (await one('customer', sites[3], main)).json();
    expect(body.data.attributes.environments).toEqual([sites[0].title, sites[1].title].sort());
    expect(body.meta).toEqual({ connected: false });
  });

  it.each<[string, Who, () => [Site, Database], string, number]>([
    ['another Bolt’s database, even the caller’s own', 'customer', () => [sites[0], secondBoltDatabase], '', 404],
    ['another account’s database', 'customer', () => [sites[0], othersDatabase], '', 404],
    ['another account’s database through its own site', 'customer', () => [others, othersDatabase], '', 404],
    ['a site of another account', 'other', () => [sites[0], main], '', 404],
    ['a customer through admin/', 'customer', () => [sites[0], main], 'admin/', 403],
    ['staff through admin/', 'staff', () => [others, othersDatabase], 'admin/', 200],
  ])('%s: %s -> %i', async (_case, who, pair, prefix, status) => {
    const [site, database] = pair();
    const response = await one(who, site, database, prefix);
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.body).not.toContain(database.name);
  });

  it('is a 404 for an unknown or malformed id', async () => {
    expect((await send('customer', 'GET', `/v1/environments/${sites[0].id}/databases/999999`)).statusCode).toBe(404);
    expect((await send('customer', 'GET', `/v1/environments/${sites[0].id}/databases/abc`)).statusCode).toBe(404);
  });
});

describe('POST databases/disconnect', () => {
  it('hides another account’s and disconnects nothing', async () => {
    expect((await disconnect('customer', [othersDatabase.id], [others.id])).statusCode).toBe(404);
    expect((await disconnect('other', [main.id], [sites[0].id])).statusCode).toBe(404);
    expect(await links()).toBe(5);
  });

  it('refuses bad input and disconnects nothing', async () => {
    const response = await send('customer', 'POST', '/v1/databases/disconnect', { databaseIds: [main.id], environmentIds: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      detail: 'Please select at least one site.',
      source: { pointer: '/data/attributes/environmentIds' },
    });
    expect(await links()).toBe(5);
  });

  it('disconnects and says "db disconnected"', async () => {
    const response = await disconnect('customer', [main.id], [sites[0].id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ meta: { message: 'db disconnected' } });
    expect(response.json().data[0].attributes.environments).toEqual([sites[1].title]);
    expect(await links()).toBe(4);
    expect((await disconnect('customer', [main.id], [sites[0].id])).statusCode).toBe(200);
  });

  it('lets staff disconnect through admin/', async () => {
    expect((await disconnect('staff', [othersDatabase.id], [others.id], 'admin/')).statusCode).toBe(200);
    expect(await links()).toBe(3);
  });

  it('forgets the connections of a deleted site', async () => {
    await db().delete(environments).where(eq(environments.id, sites[1].id));
    const body = (await send('customer', 'GET', `/v1/environments/${sites[0].id}/databases`)).json();
    expect(body.data.map((d: { attributes: { environments: string[] } }) => d.attributes.environments)).toEqual([[sites[0].title]]);
  });
});
