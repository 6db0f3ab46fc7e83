import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bolts, environments } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff';
interface Choice {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}

let server: TestServer;
const tokens = {} as Record<Who, string>;
let acme: number;
let otherAccount: number;

const db = () => server.database.db;
const accountNamed = async (name: string) => (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)))[0].id;
const firstSiteOf = async (accountId: number) =>
  (
    await db()
      .select({ id: environments.id })
      .from(environments)
      .innerJoin(bolts, eq(bolts.id, environments.boltId))
      .where(eq(bolts.accountId, accountId))
      .orderBy(asc(environments.id))
  )[0].id;

const send = (who: Who, url: string) => server.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
const choices = async (who: Who, url: string) => {
  const response = await send(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Choice[];
};
const names = (found: Choice[]) => found.map((choice) => choice.attributes.name);

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  acme = await accountNamed('Acme Web AS');
  otherAccount = await accountNamed('Other Media Ltd');
  for (const [who, accountId, name] of [
    ['customer', acme, 'shop.acme-auto.test'],
    ['customer', acme, 'blog.acme-auto.test'],
    ['other', otherAccount, 'news.other-auto.test'],
  ] as const) {
    const response = await server.app.inject({
      method: 'POST',
      url: `/v1/environments/${await firstSiteOf(accountId)}/domains`,
      headers: bearer(tokens[who]),
      payload: { data: { type: 'domains', attributes: { name } } },
    });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(() => server.close());

describe('GET autocomplete/customers', () => {
  it('finds a customer by company, first or last name, or e-mail, in the shape of spec 2 §3 Customer', async () => {
    for (const q of ['acme', 'Kari', 'nordmann', 'customer@demo']) {
      const found = await choices('staff', `/v1/admin/autocomplete/customers?q=${encodeURIComponent(q)}`);
      expect(found, q).toEqual([
        {
          id: String(acme),
          type: 'customers',
          attributes: { userId: expect.any(Number), companyName: 'Acme Web AS', firstName: 'Kari', lastName: 'Nordmann' },
        },
      ]);
    }
  });

  it('gives at most 20, by company name, and only accounts with a customer to sign in', async () => {
    const found = await choices('staff', '/v1/admin/autocomplete/customers');
    expect(found.length).toBeLessThanOrEqual(20);
    const companies = found.map((choice) => choice.attributes.companyName as string);
    expect(companies).toEqual([...companies].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(companies).toContain('Other Media Ltd');
    expect(companies).not.toContain('Hosting Provider AS');
    expect(await choices('staff', '/v1/admin/autocomplete/customers?q=no-such-customer')).toEqual([]);
  });

  it('is the staff’s only', async () => {
    expect((await send('customer', '/v1/admin/autocomplete/customers?q=acme')).statusCode).toBe(403);
    expect((await send('customer', '/v1/autocomplete/customers?q=acme')).statusCode).toBe(404);
  });
});

describe('GET autocomplete/domains and autocomplete/sites', () => {
  it('gives a customer their own domains only, and staff anyone’s or one customer’s', async () => {
    expect(names(await choices('customer', '/v1/autocomplete/domains?q=auto.test'))).toEqual(['blog.acme-auto.test', 'shop.acme-auto.test']);
    expect(names(await choices('other', '/v1/autocomplete/domains?q=auto.test'))).toEqual(['news.other-auto.test']);
    // A customer cannot widen their own view with customerId.
    expect(names(await choices('customer', `/v1/autocomplete/domains?q=auto.test&customerId=${otherAccount}`))).toEqual([
      'blog.acme-auto.test',
      'shop.acme-auto.test',
    ]);
    expect(names(await choices('staff', '/v1/admin/autocomplete/domains?q=auto.test'))).toEqual([
      'blog.acme-auto.test',
      'news.other-auto.test',
      'shop.acme-auto.test',
    ]);
    expect(names(await choices('staff', `/v1/admin/autocomplete/domains?q=auto.test&customerId=${otherAccount}`))).toEqual(['news.other-auto.test']);
    const [domain] = await choices('staff', '/v1/admin/autocomplete/domains?q=shop.acme-auto');
    expect(domain).toEqual({ id: expect.any(String), type: 'domains', attributes: { name: 'shop.acme-auto.test' } });
  });

  it('gives a customer their own sites by title, staff everyone’s, at most 20', async () => {
    const own = await choices('customer', '/v1/autocomplete/sites');
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThanOrEqual(20);
    expect(own.every((site) => site.type === 'environments')).toBe(true);
    const mine = await db()
      .select({ id: environments.id })
      .from(environments)
      .innerJoin(bolts, eq(bolts.id, environments.boltId))
      .where(eq(bolts.accountId, acme));
    const ids = new Set(mine.map((row) => String(row.id)));
    expect(own.every((site) => ids.has(site.id))).toBe(true);
    expect((await choices('staff', '/v1/admin/autocomplete/sites')).length).toBe(20);
    const searched = await choices('staff', '/v1/admin/autocomplete/sites?q=blog');
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((site) => String(site.attributes.name).toLowerCase().includes('blog'))).toBe(true);
  });
});

describe('GET autocomplete/servers and autocomplete/staff', () => {
  it('finds servers by name or hostname, for staff', async () => {
    expect(names(await choices('staff', '/v1/admin/autocomplete/servers?q=ded0'))).toEqual(['ded01', 'ded02', 'ded03']);
    expect(names(await choices('staff', '/v1/admin/autocomplete/servers?q=ams-nl.hosting'))).toEqual(['ded02', 'web03']);
    expect((await send('customer', '/v1/admin/autocomplete/servers')).statusCode).toBe(403);
    expect((await send('customer', '/v1/autocomplete/servers')).statusCode).toBe(404);
  });

  it('finds staff and admins by name or e-mail, never a customer, for staff', async () => {
    expect(await choices('staff', '/v1/admin/autocomplete/staff?q=stian')).toEqual([
      { id: expect.any(String), type: 'users', attributes: { name: 'Stian Staff Larsen' } },
    ]);
    expect(names(await choices('staff', '/v1/admin/autocomplete/staff?q=demo.test'))).toEqual(['Ada Admin', 'Stian Staff Larsen']);
    expect(await choices('staff', '/v1/admin/autocomplete/staff?q=Kari')).toEqual([]);
    expect((await send('customer', '/v1/admin/autocomplete/staff')).statusCode).toBe(403);
  });

  it('refuses an overlong q', async () => {
    const response = await send('staff', `/v1/admin/autocomplete/servers?q=${'x'.repeat(201)}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ source: { parameter: 'q' } });
  });
});
