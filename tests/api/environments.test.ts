import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bolts, domains, environments } from '../../server/db/schema';
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
    payload: attributes ? { data: { type: 'environments', attributes } } : undefined,
  });
const db = () => server.database.db;
const siteRow = async (id: number) => (await db().select().from(environments).where(eq(environments.id, id)))[0];
const sitesOf = async (boltId: number) => Number((await db().select({ n: count() }).from(environments).where(eq(environments.boltId, boltId)))[0].n);
/** The first site of a Bolt of Other Media Ltd (other@demo.test has Bolts 5 and 6). */
const otherSite = async () => (await db().select().from(environments).where(eq(environments.boltId, 5)))[0];

describe('GET bolts/{id}/environments', () => {
  it('lists the Bolt’s six sites, one per state, with the spec 2 §3 attributes', async () => {
    const body = (await call('customer', 'GET', '/v1/bolts/1/environments')).json();
    expect(body.meta).toEqual({ current_page: 1, from: 1, last_page: 1, per_page: 15, to: 6, total: 6, total_estimated: false, next_cursor: null });
    expect(body.data.map((s: { attributes: { state: string } }) => s.attributes.state)).toEqual([
      'production',
      'staging',
      'development',
      'error',
      'offline',
      'disabled',
    ]);
    const [site] = body.data;
    expect(site.type).toBe('environments');
    expect(site.relationships.bolt.data).toEqual({ type: 'bolts', id: '1', attributes: { internalName: 'bolt_1' } });
    const { attributes } = site;
    expect(Object.keys(attributes)).toEqual(
      expect.arrayContaining([
        'title',
        'name',
        'state',
        'enabled',
        'location',
        'isLegacy',
        'devMode',
        'devModeUntil',
        'cacheMode',
        'phpVersion',
        'phpMemoryLimit',
        'phpTimezone',
        'ssh',
        'sftp',
        'sshAccess',
        'hostname',
        'internalName',
        'internalUrl',
        'ip',
        'webRoot',
        'sshUsername',
      ]),
    );
    expect(attributes).toMatchObject({ internalName: attributes.name, sshUsername: attributes.name, sshPort: 22 });
    expect(attributes.internalUrl).toBe(`https://${attributes.name}.${attributes.hostname}`);
    expect(attributes.webRoot).toBe(`/cust/0/bolt_1/${attributes.name}/site/public`);
    expect(attributes).not.toHaveProperty('apikey');
  });

  it('pages, sorts, filters and searches by title', async () => {
    const page = (await call('customer', 'GET', '/v1/bolts/1/environments?per_page=4&page=2')).json();
    expect(page.meta).toMatchObject({ current_page: 2, from: 5, to: 6, last_page: 2, total: 6 });
    const sorted = (await call('customer', 'GET', '/v1/bolts/1/environments?sort=title&direction=desc')).json();
    const titles = sorted.data.map((s: { attributes: { title: string } }) => s.attributes.title);
    expect(titles).toEqual([...titles].sort().reverse());
    const found = (await call('customer', 'GET', '/v1/bolts/1/environments?q=SHOP')).json();
    expect(found.data.map((s: { attributes: { title: string } }) => s.attributes.title)).toEqual(['Web shop 2']);
    const staging = (await call('customer', 'GET', '/v1/bolts/1/environments?filter[state]=staging')).json();
    expect(staging.meta.total).toBe(1);
  });

  it.each([
    ['sort=colour', 'sort', 'Cannot sort by colour'],
    ['filter[colour]=red', 'filter[colour]', 'Unknown filter colour'],
  ])('answers %s with 422 naming the parameter', async (query, parameter, detail) => {
    const response = await call('customer', 'GET', `/v1/bolts/1/environments?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { parameter } });
  });

  it.each<[Who, string, number]>([
    ['customer', '/v1/bolts/1/environments', 200],
    ['customer', '/v1/bolts/5/environments', 404],
    ['customer', '/v1/bolts/999999/environments', 404],
    ['customer', '/v1/bolts/abc/environments', 404],
    ['other', '/v1/bolts/1/environments', 404],
    ['other', '/v1/bolts/5/environments', 200],
    ['staff', '/v1/bolts/1/environments', 404],
    ['staff', '/v1/admin/bolts/1/environments', 200],
    ['admin', '/v1/admin/bolts/5/environments', 200],
    ['customer', '/v1/admin/bolts/1/environments', 403],
  ])('%s GET %s -> %i', async (who, url, status) => {
    expect((await call(who, 'GET', url)).statusCode).toBe(status);
  });
});

describe('GET environments/{id}', () => {
  it('shows a site with its API key to a role that manages sites', async () => {
    const response = await call('customer', 'GET', '/v1/environments/1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.apikey).toBe((await siteRow(1)).apiKey);
  });

  it('derives development mode and the SSH access type from stored values', async () => {
    await db()
      .update(environments)
      .set({ devModeUntil: new Date(Date.now() + 3_600_000), ssh: false, sshAccess: null })
      .where(eq(environments.id, 3));
    const on = (await call('customer', 'GET', '/v1/environments/3')).json().data.attributes;
    expect(on).toMatchObject({ devMode: true, sshAccess: 'none' });
    expect(Date.parse(on.devModeUntil)).toBeGreaterThan(Date.now());
    await db()
      .update(environments)
      .set({ devModeUntil: new Date(Date.now() - 1000), ssh: true })
      .where(eq(environments.id, 3));
    const off = (await call('customer', 'GET', '/v1/environments/3')).json().data.attributes;
    expect(off).toMatchObject({ devMode: false, devModeUntil: null, sshAccess: 'password_and_keys' });
  });

  it('gives a legacy site the /kunder web root', async () => {
    const [legacy] = await db().select().from(environments).where(eq(environments.isLegacy, true)).limit(1);
    const attributes = (await call('staff', 'GET', `/v1/admin/environments/${legacy.id}`)).json().data.attributes;
    expect(attributes.webRoot).toBe(`/kunder/bolt_${legacy.boltId}/${legacy.name}/public`);
    // The legacy server has no IPv6 address (spec 2 §2.1 shows it as '-').
    expect(attributes.ipv6).toBeNull();
  });

  it('names the site’s domains in name order and gives its server’s IPv6 address (spec 2 §2.1, §3)', async () => {
    expect((await call('customer', 'GET', '/v1/environments/4')).json().data.attributes.domains).toEqual([]);
    await db()
      .insert(domains)
      .values(['zeta.example.org', 'alpha.example.org', 'mid.example.org'].map((name) => ({ environmentId: 4, name, apex: true })));
    const attributes = (await call('customer', 'GET', '/v1/environments/4')).json().data.attributes;
    expect(attributes.domains).toEqual(['alpha.example.org', 'mid.example.org', 'zeta.example.org']);
    expect(attributes.ipv6).toBe('2001:db8:0:1::10');
    const listed = (await call('customer', 'GET', '/v1/bolts/1/environments')).json().data;
    expect(listed.find((site: { id: string }) => site.id === '4').attributes.domains).toEqual(attributes.domains);
    expect(listed.find((site: { id: string }) => site.id === '1').attributes.domains).toEqual([]);
  });

  it('hides another account’s site (404) but shows it to staff on admin/', async () => {
    const site = await otherSite();
    expect((await call('customer', 'GET', `/v1/environments/${site.id}`)).json().errors[0].title).toBe('Resource not found');
    expect((await call('staff', 'GET', `/v1/environments/${site.id}`)).statusCode).toBe(404);
    const staff = await call('staff', 'GET', `/v1/admin/environments/${site.id}`);
    expect(staff.json().data).toMatchObject({ id: String(site.id), attributes: { title: site.title, apikey: site.apiKey } });
    expect((await call('customer', 'GET', '/v1/environments/999999')).statusCode).toBe(404);
  });
});

describe('POST environments?bolt={id}', () => {
  it.each([
    ['', 'The site name cannot be empty'],
    ['      ', 'The site name cannot be empty'],
    ['Short', 'The site name must be at least 6 characters long'],
    ['x'.repeat(51), 'The site name cannot be longer than 50 characters.'],
  ])('refuses the title %j with the spec text and writes nothing', async (title, detail) => {
    const before = await sitesOf(1);
    const response = await call('customer', 'POST', '/v1/environments?bolt=1', { title });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ detail, source: { pointer: '/data/attributes/title' } })]);
    expect(await sitesOf(1)).toBe(before);
  });

  it('refuses a missing title, a missing Bolt and unknown attributes', async () => {
    const missing = await call('customer', 'POST', '/v1/environments?bolt=1', {});
    expect(missing.json().errors[0]).toMatchObject({ detail: 'The site name cannot be empty', source: { pointer: '/data/attributes/title' } });
    const noBolt = await call('customer', 'POST', '/v1/environments', { title: 'A fine site' });
    expect(noBolt.json().errors[0]).toMatchObject({ detail: 'Please choose the Bolt of the new site.', source: { parameter: 'bolt' } });
    const unknown = await call('customer', 'POST', '/v1/environments?bolt=1', { title: 'A fine site', colour: 'red' });
    expect(unknown.statusCode).toBe(422);
    expect(await sitesOf(1)).toBe(6);
  });

  it('creates a site named from its title, in the Bolt’s location', async () => {
    const response = await call('customer', 'POST', '/v1/environments?bolt=1', { title: '  My new site  ' });
    expect(response.statusCode).toBe(201);
    const { id, attributes } = response.json().data;
    const [bolt] = await db().select().from(bolts).where(eq(bolts.id, 1));
    expect(attributes).toMatchObject({
      title: 'My new site',
      name: 'mynewsite_1',
      state: 'production',
      enabled: true,
      location: bolt.location,
      boltId: 1,
      devMode: false,
      apikey: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await call('customer', 'GET', `/v1/environments/${id}`)).json().data.attributes.title).toBe('My new site');
    const again = await call('customer', 'POST', '/v1/environments?bolt=1', { title: 'My new site' });
    expect(again.json().data.attributes.name).toBe('mynewsite_1_2');
    const digits = await call('customer', 'POST', '/v1/environments?bolt=1', { title: '2025 campaign' });
    expect(digits.json().data.attributes.name).toBe('site2025campaign_1');
  });

  it('puts a new site on its Bolt’s platform; a Bolt without sites goes by its location', async () => {
    await db().update(environments).set({ isLegacy: true }).where(eq(environments.boltId, 4));
    const inherited = (await call('customer', 'POST', '/v1/environments?bolt=4', { title: 'Classic platform site' })).json().data;
    expect(inherited.attributes).toMatchObject({ isLegacy: true, webRoot: `/kunder/bolt_4/${inherited.attributes.name}/public` });
    // Bolt 6 is in nyc-us, a location of the classic platform.
    await db().delete(environments).where(eq(environments.boltId, 6));
    const located = await call('staff', 'POST', '/v1/admin/environments?bolt=6', { title: 'Fresh start site' });
    expect(located.json().data.attributes).toMatchObject({ isLegacy: true, location: 'nyc-us' });
  });

  it('stops at the plan’s site limit (business: 10) with a clear 422', async () => {
    while ((await sitesOf(1)) < 10) {
      expect((await call('customer', 'POST', '/v1/environments?bolt=1', { title: 'Filler site' })).statusCode).toBe(201);
    }
    const response = await call('customer', 'POST', '/v1/environments?bolt=1', { title: 'One too many' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'limit_reached',
      detail: 'This Bolt has reached its limit of 10 sites. Upgrade the plan or remove a site to add another.',
    });
    expect(await sitesOf(1)).toBe(10);
  });

  it('hides another account’s Bolt; staff create there through admin/', async () => {
    const before = await sitesOf(5);
    expect((await call('customer', 'POST', '/v1/environments?bolt=5', { title: 'Sneaky site' })).statusCode).toBe(404);
    expect((await call('staff', 'POST', '/v1/environments?bolt=5', { title: 'Sneaky site' })).statusCode).toBe(404);
    expect(await sitesOf(5)).toBe(before);
    const staff = await call('staff', 'POST', '/v1/admin/environments?bolt=5', { title: 'Support test site' });
    expect(staff.statusCode).toBe(201);
    expect(await sitesOf(5)).toBe(before + 1);
  });
});

describe('PATCH environments/{id}', () => {
  it.each([
    ['', 'The site name cannot be empty'],
    ['Short', 'The site name must be at least 6 characters long'],
    ['y'.repeat(51), 'The site name cannot be longer than 50 characters.'],
  ])('refuses the title %j and keeps the old one', async (title, detail) => {
    const response = await call('customer', 'PATCH', '/v1/environments/2', { title });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: '/data/attributes/title' } });
    expect((await siteRow(2)).title).toBe('Web shop 2');
  });

  it('renames a site and says so with the spec 2 §8 text', async () => {
    const response = await call('customer', 'PATCH', '/v1/environments/2', { title: 'Web shop renamed' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.title).toBe('Web shop renamed');
    expect(response.json().meta).toEqual({ message: 'site name changed' });
    expect((await siteRow(2)).title).toBe('Web shop renamed');
  });

  it('makes a new API key on refreshApikey', async () => {
    const before = (await siteRow(2)).apiKey;
    const response = await call('customer', 'PATCH', '/v1/environments/2', { refreshApikey: true });
    expect(response.json().data.attributes.apikey).not.toBe(before);
    expect(response.json().data.attributes.apikey).toBe((await siteRow(2)).apiKey);
    expect(response.json()).not.toHaveProperty('meta');
    const wrong = await call('customer', 'PATCH', '/v1/environments/2', { refreshApikey: 'yes' });
    expect(wrong.json().errors[0]).toMatchObject({
      detail: 'refreshApikey must be true or false.',
      source: { pointer: '/data/attributes/refreshApikey' },
    });
  });

  it('refuses attributes it does not take', async () => {
    const response = await call('customer', 'PATCH', '/v1/environments/2', { phpVersion: '7.4' });
    expect(response.statusCode).toBe(422);
  });

  it('hides another account’s site; staff rename it through admin/', async () => {
    const site = await otherSite();
    expect((await call('customer', 'PATCH', `/v1/environments/${site.id}`, { title: 'Hijacked site' })).statusCode).toBe(404);
    expect((await siteRow(site.id)).title).toBe(site.title);
    const staff = await call('staff', 'PATCH', `/v1/admin/environments/${site.id}`, { title: 'Renamed by support' });
    expect(staff.json().data.attributes.title).toBe('Renamed by support');
  });
});

describe('DELETE environments/{id}', () => {
  it('hides another account’s site and deletes the caller’s own', async () => {
    const site = await otherSite();
    expect((await call('customer', 'DELETE', `/v1/environments/${site.id}`)).statusCode).toBe(404);
    expect(await siteRow(site.id)).toBeDefined();
    const before = await sitesOf(1);
    const response = await call('customer', 'DELETE', '/v1/environments/6');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call('customer', 'GET', '/v1/environments/6')).statusCode).toBe(404);
    expect(await sitesOf(1)).toBe(before - 1);
  });

  it('lets staff delete through admin/', async () => {
    const site = await otherSite();
    expect((await call('admin', 'DELETE', `/v1/admin/environments/${site.id}`)).statusCode).toBe(204);
    expect(await siteRow(site.id)).toBeUndefined();
  });
});

describe('POST environments/{id}/reset-ssh-password', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('answers a new password once and keeps only its hash', async () => {
    const response = await call('customer', 'POST', '/v1/environments/1/reset-ssh-password');
    expect(response.statusCode).toBe(200);
    const site = await siteRow(1);
    const { attributes } = response.json().data;
    expect(attributes).toMatchObject({ username: site.name, port: 22, hostname: expect.any(String) });
    expect(attributes.password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(site.sshPasswordHash).toBe(sha256(attributes.password));
    const again = (await call('customer', 'POST', '/v1/environments/1/reset-ssh-password')).json().data.attributes;
    expect(again.password).not.toBe(attributes.password);
    const shown = (await call('customer', 'GET', '/v1/environments/1')).body;
    expect(shown).not.toContain(again.password);
    expect(shown).not.toContain(sha256(again.password));
  });

  it('refuses when password login is off', async () => {
    await db().update(environments).set({ sshAccess: 'keys' }).where(eq(environments.id, 4));
    const response = await call('customer', 'POST', '/v1/environments/4/reset-ssh-password');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toBe('Password login is off for this site. Set its SSH access to password and keys first.');
    expect((await siteRow(4)).sshPasswordHash).toBeNull();
  });

  it('saves nothing when the SSH gateway refuses (sandbox: a title starting with fail-)', async () => {
    const created = await call('staff', 'POST', '/v1/admin/environments?bolt=3', { title: 'fail-gateway site' });
    const id = Number(created.json().data.id);
    const response = await call('customer', 'POST', `/v1/environments/${id}/reset-ssh-password`);
    expect(response.statusCode).toBe(502);
    expect(response.json().errors[0]).toMatchObject({ code: 'upstream_failed', detail: 'Could not reset the SSH password. Please try again later.' });
    expect((await siteRow(id)).sshPasswordHash).toBeNull();
  });

  it('hides another account’s site; staff reset through admin/', async () => {
    const site = await otherSite();
    expect((await call('customer', 'POST', `/v1/environments/${site.id}/reset-ssh-password`)).statusCode).toBe(404);
    expect((await siteRow(site.id)).sshPasswordHash).toBeNull();
    expect((await call('staff', 'POST', `/v1/admin/environments/${site.id}/reset-ssh-password`)).statusCode).toBe(200);
  });
});

describe('GET environments/{id}/usage', () => {
  it('answers the usage period, dynamic requests in millions and storage, the same each time', async () => {
    const response = await call('customer', 'GET', '/v1/environments/1/usage');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const { from, to } = body.data.billing_period;
    expect(Date.parse(from)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(to)).toBeGreaterThan(Date.now());
    expect(body.data.dynamic_requests.used).toBeGreaterThan(0);
    expect(body.data.storage.usedMb).toBeGreaterThan(0);
    expect(body.meta.units).toEqual({ dynamic_requests: 'millions', storage: 'MB', multiplier: 1_000_000 });
    expect((await call('customer', 'GET', '/v1/environments/1/usage')).json()).toEqual(body);
  });

  it('hides another account’s site', async () => {
    const site = await otherSite();
    expect((await call('customer', 'GET', `/v1/environments/${site.id}/usage`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', `/v1/admin/environments/${site.id}/usage`)).statusCode).toBe(200);
  });
});

describe('GET admin/environments/{id}/admin-settings', () => {
  it('gives staff the blocks of the admin settings page', async () => {
    const response = await call('staff', 'GET', '/v1/admin/environments/1/admin-settings');
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json().data;
    const site = (await call('staff', 'GET', '/v1/admin/environments/1')).json().data.attributes;
    expect(attributes.configurations).toMatchObject({ title: site.title, phpVersion: site.phpVersion, server: expect.any(String) });
    expect(attributes.logs.accessLog).toBe(`/cust/0/bolt_1/${site.name}/logs/access.log`);
    expect(attributes.dns).toEqual({ a: site.ip, aaaa: site.ipv6, cname: site.hostname });
    expect(site.ipv6).toMatch(/^2001:db8:/);
    expect(attributes.usage).toEqual((await call('staff', 'GET', '/v1/admin/environments/1/usage')).json().data);
    expect(attributes.domains).toEqual(site.domains);
    expect(attributes.dynamicRequests.daily).toHaveLength(30);
    const sum = attributes.dynamicRequests.daily.reduce((total: number, point: { value: number }) => total + point.value, 0);
    expect(attributes.dynamicRequests.last30Days).toBeCloseTo(sum, 5);
  });

  it('is for staff only', async () => {
    const plain = await call('customer', 'GET', '/v1/environments/1/admin-settings');
    expect(plain.json().errors[0].title).toBe('Invalid URI');
    expect((await call('customer', 'GET', '/v1/admin/environments/1/admin-settings')).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/v1/admin/environments/999999/admin-settings')).statusCode).toBe(404);
  });
});
