import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, boltMembers, bolts, databases, users } from '../../server/db/schema';
import { HELP_SITE_URL } from '../../src/rules/help';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff';
interface Result {
  id: string;
  type: string;
  attributes: { title: string; subtitle: string; path?: string; url?: string; customer?: { id: number; name: string } | null };
}

let server: TestServer;
const tokens = {} as Record<Who, string>;
let acme: number;
let otherMedia: number;

const db = () => server.database.db;
const accountNamed = async (name: string) => (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)))[0].id;
const boltNamed = async (name: string) => (await db().select({ id: bolts.id }).from(bolts).where(eq(bolts.name, name)))[0].id;
const boltIdsOf = async (accountId: number) =>
  new Set((await db().select({ id: bolts.id }).from(bolts).where(eq(bolts.accountId, accountId))).map((row) => row.id));
/** The Bolt id of a result's panel path. */
const boltOf = (result: Result) => Number(/^\/bolts\/(\d+)/.exec(result.attributes.path ?? '')?.[1]);

const send = (who: Who, url: string) => server.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
async function results(who: Who, url: string) {
  const response = await send(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Result[];
}
const titles = (found: Result[]) => found.map((result) => result.attributes.title);

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  acme = await accountNamed('Acme Web AS');
  otherMedia = await accountNamed('Other Media Ltd');
});
afterAll(() => server.close());

describe('GET search', () => {
  it('finds the caller’s Bolts by name, each with the panel page it opens', async () => {
    const id = await boltNamed('Acme marketing');
    expect(await results('customer', '/v1/search?q=MARKETING&filter[type]=bolts')).toEqual([
      { id: String(id), type: 'bolts', attributes: { title: 'Acme marketing', subtitle: `#${id}`, path: `/bolts/${id}`, customer: null } },
    ]);
  });

  it('finds sites by title, under their Bolt', async () => {
    const shop = await boltNamed('Acme main shop');
    const found = await results('customer', '/v1/search?q=web%20shop&filter[type]=sites');
    const webShop = found.find((result) => result.attributes.title === 'Web shop 2');
    expect(webShop).toEqual({
      id: expect.any(String),
      type: 'sites',
      attributes: { title: 'Web shop 2', subtitle: 'Acme main shop', path: `/bolts/${shop}/environments/${webShop!.id}`, customer: null },
    });
  });

  it('finds domains by name, opening their site’s domains page', async () => {
    const found = await results('customer', '/v1/search?q=acme-webshop&filter[type]=domains');
    expect(titles(found)).toEqual(['acme-webshop.no', 'outlet.acme-webshop.no', 'staging.acme-webshop.no', 'www.acme-webshop.no']);
    expect(found[0].attributes.subtitle).toBe('Web shop 2 · Acme main shop');
    expect(found[0].attributes.path).toMatch(/^\/bolts\/\d+\/environments\/\d+\/domains$/);
  });

  it('finds databases by name or database name, opening their settings page', async () => {
    const shop = await boltNamed('Acme main shop');
    const [database] = await db().select().from(databases).where(eq(databases.boltId, shop));
    for (const q of [database.name, database.dbName]) {
      expect(await results('customer', `/v1/search?q=${encodeURIComponent(q)}&filter[type]=databases`), q).toEqual([
        {
          id: String(database.id),
          type: 'databases',
          attributes: {
            title: database.name,
            subtitle: `${database.dbName} · Acme main shop`,
            path: `/bolts/${shop}/databases/${database.id}`,
            customer: null,
          },
        },
      ]);
    }
  });

  it('finds the provider’s help articles by the words of their title, summary or keywords', async () => {
    const found = await results('customer', '/v1/search?q=lets%20encrypt&filter[type]=help');
    expect(found).toEqual([
      {
        id: 'ssl-certificates',
        type: 'help',
        attributes: {
          title: 'Ordering an SSL certificate',
          subtitle: "Let's Encrypt, Sectigo or your own certificate for a domain.",
          url: `${HELP_SITE_URL}/articles/ssl-certificates`,
        },
      },
    ]);
  });

  it('answers every type by default, in the tabs’ order', async () => {
    const found = await results('customer', '/v1/search?q=shop');
    const order = ['bolts', 'sites', 'domains', 'databases', 'help'];
    const types = found.map((result) => result.type);
    expect(types).toEqual([...types].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(new Set(types)).toEqual(new Set(['bolts', 'sites', 'domains', 'databases']));
  });

  it('without q gives the first of each type by name: all of a customer’s few Bolts and every help article', async () => {
    for (const url of ['/v1/search?filter[type]=bolts,help', '/v1/search?q=%20%20&filter[type]=bolts,help']) {
      const found = await results('customer', url);
      expect(titles(found.filter((result) => result.type === 'bolts')), url).toEqual([
        'Acme enterprise',
        'Acme main shop',
        'Acme marketing',
        'Acme scale-out',
      ]);
      expect(found.filter((result) => result.type === 'help').length, url).toBeGreaterThan(10);
    }
  });

  it('lists names starting with q first, then names with q anywhere; 1 or 2 characters only find the start', async () => {
    const [best] = await db().insert(bolts).values({ accountId: acme, name: 'Best of ACME', plan: 'pro' }).returning();
    const acmeFirst = ['Acme enterprise', 'Acme main shop', 'Acme marketing', 'Acme scale-out', 'Best of ACME'];
    expect(titles(await results('customer', '/v1/search?q=acme&filter[type]=bolts'))).toEqual(acmeFirst);
    expect(titles(await results('customer', '/v1/search?q=ac&filter[type]=bolts'))).toEqual(acmeFirst.slice(0, 4));
    expect(await results('customer', '/v1/search?q=of&filter[type]=bolts')).toEqual([]);
    expect(titles(await results('customer', '/v1/search?q=of%20a&filter[type]=bolts'))).toEqual(['Best of ACME']);
    await db().delete(bolts).where(eq(bolts.id, best.id));
  });

  it('takes q literally: LIKE wildcards match only themselves', async () => {
    expect(await results('customer', '/v1/search?q=%25&filter[type]=bolts,sites,domains,databases')).toEqual([]);
    expect(await results('customer', '/v1/search?q=Acme_marketing&filter[type]=bolts')).toEqual([]);
  });
});

describe('GET search keeps accounts apart', () => {
  it('never shows a customer another account’s records, of any type', async () => {
    expect(await results('other', '/v1/search?q=acme')).toEqual([]);
    const own = { customer: await boltIdsOf(acme), other: await boltIdsOf(otherMedia) };
    for (const who of ['customer', 'other'] as const) {
      for (const q of ['', 'main', 'database', '.no']) {
        const found = (await results(who, `/v1/search?q=${encodeURIComponent(q)}`)).filter((result) => result.type !== 'help');
        for (const result of found) expect(own[who].has(boltOf(result)), `${who} ${q} ${result.attributes.title}`).toBe(true);
      }
    }
  });

  it('shows a member the Bolts of another account they were made an active member of', async () => {
    const archive = await boltNamed('Other Media archive');
    const [customer] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'customer@demo.test'));
    await db()
      .insert(boltMembers)
      .values({ boltId: archive, userId: customer.id, email: 'customer@demo.test', role: 'developer', status: 'invited' });
    expect(await results('customer', '/v1/search?q=archive&filter[type]=bolts')).toEqual([]);
    await db().update(boltMembers).set({ status: 'active' }).where(eq(boltMembers.boltId, archive));
    expect(titles(await results('customer', '/v1/search?q=archive&filter[type]=bolts'))).toEqual(['Other Media archive']);
    await db().delete(boltMembers).where(eq(boltMembers.boltId, archive));
  });

  it('lets staff search everyone’s on admin/search, each result with its customer', async () => {
    const found = await results('staff', '/v1/admin/search?q=media%20news&filter[type]=bolts');
    const news = await boltNamed('Other Media news');
    expect(found).toEqual([
      {
        id: String(news),
        type: 'bolts',
        attributes: {
          title: 'Other Media news',
          subtitle: `#${news}`,
          path: `/bolts/${news}`,
          customer: { id: otherMedia, name: 'Other Media Ltd' },
        },
      },
    ]);
    const sites = await results('staff', '/v1/admin/search?q=main%20website&filter[type]=sites');
    const customers = new Set(sites.map((result) => result.attributes.customer?.name));
    expect(customers).toContain('Acme Web AS');
    expect(customers).toContain('Other Media Ltd');
  });

  it('finds a Bolt by its id for staff, and never an archived one', async () => {
    const id = await boltNamed('Acme scale-out');
    expect(titles(await results('staff', `/v1/admin/search?q=${id}&filter[type]=bolts`))).toContain('Acme scale-out');
    expect(await results('staff', '/v1/admin/search?q=Viking%20Outdoor%20old&filter[type]=bolts')).toEqual([]);
  });

  it('gives staff on the plain path only their own account’s records, and refuses customers admin/search', async () => {
    expect(await results('staff', '/v1/search?q=acme&filter[type]=bolts,sites,domains,databases')).toEqual([]);
    expect((await send('customer', '/v1/admin/search?q=acme')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/v1/search?q=acme' })).statusCode).toBe(401);
  });

  it('gives at most 20 of a type, the first by name', async () => {
    const found = await results('staff', '/v1/admin/search?filter[type]=sites');
    expect(found).toHaveLength(20);
    const names = titles(found);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('GET search refuses bad input with a JSON:API error', () => {
  it('names the types filter[type] takes', async () => {
    for (const filter of ['servers', 'bolts,servers', '', 'bolts&filter[type]=sites']) {
      const response = await send('customer', `/v1/search?q=a&filter[type]=${filter}`);
      expect(response.statusCode, filter).toBe(422);
      expect(response.json().errors, filter).toEqual([
        {
          status: '422',
          code: 'invalid',
          title: 'Invalid attribute',
          detail: 'filter[type] takes bolts, sites, domains, databases, help, or several of them separated by commas.',
          source: { parameter: 'filter[type]' },
        },
      ]);
    }
  });

  it('refuses a q longer than 200 characters', async () => {
    const response = await send('customer', `/v1/search?q=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: 'Field cannot be longer than 200 characters.', source: { parameter: 'q' } });
  });
});
