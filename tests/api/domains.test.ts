import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, domains, environments } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff';

let server: TestServer;
const tokens = {} as Record<Who, string>;
/** Bolt 1 is customer@demo.test's (Acme Web AS); Bolt 5 is other@demo.test's. */
let own: typeof environments.$inferSelect;
let others: typeof environments.$inferSelect;

const db = () => server.database.db;
const firstSiteOf = async (boltId: number) =>
  (await db().select().from(environments).where(eq(environments.boltId, boltId)).orderBy(asc(environments.id)))[0];

/** Domains the demo seed gives other sites. */
let seeded: number;

beforeAll(async () => {
  server = await startTestServer();
  seeded = (await db().select({ id: domains.id }).from(domains)).length;
  for (const who of ['customer', 'other', 'staff'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  own = await firstSiteOf(1);
  others = await firstSiteOf(5);
});
afterAll(() => server.close());

const send = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  server.app.inject({ method, url, headers: bearer(tokens[who]), payload: payload as object | undefined });
const add = (who: Who, siteId: number, name: unknown, query = '', prefix = '') =>
  send(who, 'POST', `/v1/${prefix}environments/${siteId}/domains${query}`, { data: { type: 'domains', attributes: { name } } });
const namesOf = async (siteId: number) =>
  (await db().select({ name: domains.name }).from(domains).where(eq(domains.environmentId, siteId)).orderBy(asc(domains.name))).map(
    (row) => row.name,
  );

describe('POST environments/{id}/domains', () => {
  it('adds an apex name with its www twin when www=1, in lower case and without the root dot', async () => {
    const response = await add('customer', own.id, 'Acme-Shop.CO.UK.', '?www=1');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.meta).toEqual({ message: 'domain added' });
    expect(body.data).toMatchObject({
      type: 'domains',
      attributes: {
        name: 'acme-shop.co.uk',
        apex: true,
        environmentId: own.id,
        boltId: 1,
        environment: { title: own.title, state: own.state },
        cdn: { enabled: false, orderStatus: null, orderId: null },
        deletable: true,
        readonly: false,
        certificates: [],
        customer: null,
      },
    });
    expect(await namesOf(own.id)).toEqual(['acme-shop.co.uk', 'www.acme-shop.co.uk']);
  });

  it('adds a subdomain alone even with www=1, and an apex alone without it', async () => {
    await add('customer', own.id, 'blog.acme-web.test', '?www=1');
    await add('customer', own.id, 'acme-web.no');
    expect(await namesOf(own.id)).toEqual(['acme-shop.co.uk', 'acme-web.no', 'blog.acme-web.test', 'www.acme-shop.co.uk']);
  });

  it('refuses an empty or invalid name in the spec’s words, and adds nothing', async () => {
    for (const [name, detail] of [
      ['', 'The field cannot be empty.'],
      ['   ', 'The field cannot be empty.'],
      ['localhost', 'Please enter a valid domain name.'],
      ['bad_name.com', 'Please enter a valid domain name.'],
      ['-dash.com', 'Please enter a valid domain name.'],
    ]) {
      const response = await add('customer', own.id, name);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().errors[0], name).toMatchObject({ detail, source: { pointer: '/data/attributes/name' } });
    }
    expect((await add('customer', own.id, 'ok.example.com', '?www=yes')).statusCode).toBe(422);
    expect(await namesOf(own.id)).toHaveLength(4);
  });

  it('refuses a name another site serves, naming it, and adds neither name of the pair', async () => {
    const response = await add('other', others.id, 'www.acme-shop.co.uk');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'taken', detail: 'www.acme-shop.co.uk is already added to a site.' });
    const pair = await add('other', others.id, 'acme-shop.co.uk', '?www=1');
    expect(pair.statusCode).toBe(422);
    expect(await namesOf(others.id)).toEqual([]);
  });

  it('answers another account’s site as missing, and lets staff add on the admin path', async () => {
    expect((await add('other', own.id, 'sneaky.example.com')).statusCode).toBe(404);
    const staff = await add('staff', others.id, 'other-media.example.com', '', 'admin/');
    expect(staff.statusCode).toBe(201);
    expect(staff.json().data.attributes.customer).toBe('Other Media Ltd');
  });
});

describe('GET environments/{id}/domains', () => {
  it('sorts by title (name) ascending by default, by date (id) on request, and pages by 15', async () => {
    const byName = (await send('customer', 'GET', `/v1/environments/${own.id}/domains`)).json();
    expect(byName.data.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual([
      'acme-shop.co.uk',
      'acme-web.no',
      'blog.acme-web.test',
      'www.acme-shop.co.uk',
    ]);
    expect(byName.meta).toMatchObject({ total: 4, per_page: 15, current_page: 1 });
    const byDate = (await send('customer', 'GET', `/v1/environments/${own.id}/domains?sort=id&direction=desc`)).json();
    expect(byDate.data.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual([
      'acme-web.no',
      'blog.acme-web.test',
      'www.acme-shop.co.uk',
      'acme-shop.co.uk',
    ]);
  });

  it('searches by name', async () => {
    const body = (await send('customer', 'GET', `/v1/environments/${own.id}/domains?q=SHOP`)).json();
    expect(body.data.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual(['acme-shop.co.uk', 'www.acme-shop.co.uk']);
  });

  it('shows the certificates linked to each domain, newest first, with their expiry', async () => {
    const [domain] = await db().select().from(domains).where(eq(domains.name, 'acme-web.no'));
    const expiresAt = new Date('2027-03-01T00:00:00.000Z');
    await db()
      .insert(certificates)
      .values([
        { environmentId: own.id, domain: 'acme-web.no', domainId: domain.id, type: 'SELF_SIGNED', status: 'FAILED_VALIDATION' },
        { environmentId: own.id, domain: 'acme-web.no', domainId: domain.id, type: 'LETS_ENCRYPT', status: 'ACTIVE', expiresAt },
      ]);
    const body = (await send('customer', 'GET', `/v1/environments/${own.id}/domains/${domain.id}`)).json();
    expect(body.data.attributes.certificates).toEqual([
      { id: expect.any(String), type: 'LETS_ENCRYPT', status: 'ACTIVE', expiresAt: expiresAt.toISOString() },
      { id: expect.any(String), type: 'SELF_SIGNED', status: 'FAILED_VALIDATION', expiresAt: null },
    ]);
  });

  it('answers another account’s site, and a domain through another site, as missing', async () => {
    expect((await send('other', 'GET', `/v1/environments/${own.id}/domains`)).statusCode).toBe(404);
    const [domain] = await db().select().from(domains).where(eq(domains.name, 'acme-web.no'));
    expect((await send('other', 'GET', `/v1/environments/${others.id}/domains/${domain.id}`)).statusCode).toBe(404);
    expect((await send('customer', 'GET', `/v1/environments/${own.id}/domains/999999`)).statusCode).toBe(404);
  });
});

describe('GET domains', () => {
  it('lists every domain of the caller’s Bolts, and none of another account’s', async () => {
    const customer = (await send('customer', 'GET', '/v1/domains?per_page=100')).json();
    const names = customer.data.map((d: { attributes: { name: string } }) => d.attributes.name);
    expect(names).toContain('acme-web.no');
    expect(names).not.toContain('other-media.example.com');
    const other = (await send('other', 'GET', '/v1/domains')).json();
    expect(other.data.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual(['other-media.example.com']);
  });

  it('lists everyone’s domains for staff, with the customer, searchable by customer and filtered by customerId', async () => {
    const all = (await send('staff', 'GET', '/v1/admin/domains?per_page=100')).json();
    // The five added above, beside the demo's own (server/db/seed.ts).
    expect(all.meta.total).toBe(5 + seeded);
    const found = (await send('staff', 'GET', '/v1/admin/domains?q=other%20media')).json();
    expect(found.data).toEqual([
      expect.objectContaining({ attributes: expect.objectContaining({ name: 'other-media.example.com', customer: 'Other Media Ltd' }) }),
    ]);
    const acme = (await send('staff', 'GET', '/v1/admin/domains?filter[customerId]=1')).json();
    expect(acme.data.every((d: { attributes: { boltId: number } }) => d.attributes.boltId === 1)).toBe(true);
  });
});

describe('DELETE environments/{id}/domains/{domainId}', () => {
  it('deletes the domain and keeps its certificates, unlinked', async () => {
    const [domain] = await db().select().from(domains).where(eq(domains.name, 'acme-web.no'));
    expect((await send('other', 'DELETE', `/v1/environments/${own.id}/domains/${domain.id}`)).statusCode).toBe(404);
    expect((await send('customer', 'DELETE', `/v1/environments/${own.id}/domains/${domain.id}`)).statusCode).toBe(204);
    expect(await namesOf(own.id)).not.toContain('acme-web.no');
    const kept = await db().select().from(certificates).where(eq(certificates.domain, 'acme-web.no'));
    expect(kept.map((certificate) => certificate.domainId)).toEqual([null, null]);
  });

  it('refuses to delete a domain the panel keeps', async () => {
    const [domain] = await db().select().from(domains).where(eq(domains.name, 'blog.acme-web.test'));
    await db().update(domains).set({ deletable: false }).where(eq(domains.id, domain.id));
    const response = await send('customer', 'DELETE', `/v1/environments/${own.id}/domains/${domain.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toBe("This domain belongs to the site's own address and cannot be deleted.");
    expect(await namesOf(own.id)).toContain('blog.acme-web.test');
  });
});
