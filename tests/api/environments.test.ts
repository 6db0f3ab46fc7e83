import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bolts, domains, environments, servers } from '../../server/db/schema';
import { call, db, otherSite, siteRow, useSitesServer, type Who } from './environmentSupport';

/** Reading sites: a Bolt's list, one site, its usage and the staff's admin settings (spec 2 §2, §7). */
useSitesServer();

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
    const [legacy] = await db()
      .select({ id: environments.id, boltId: environments.boltId, name: environments.name })
      .from(environments)
      .innerJoin(bolts, eq(bolts.id, environments.boltId))
      .innerJoin(servers, eq(servers.id, bolts.serverId))
      .where(eq(servers.name, 'legacy01'))
      .limit(1);
    const attributes = (await call('staff', 'GET', `/v1/admin/environments/${legacy.id}`)).json().data.attributes;
    expect(attributes).toMatchObject({ isLegacy: true, webRoot: `/kunder/bolt_${legacy.boltId}/${legacy.name}/public` });
    // The legacy server has no IPv6 address (spec 2 §2.1 shows it as '-').
    expect(attributes.ipv6).toBeNull();
  });

  it('reports every site in a legacy location (London, New York) as legacy, and only those and the legacy server’s', async () => {
    const sites = await db()
      .select({ id: environments.id, location: environments.location, server: servers.name })
      .from(environments)
      .innerJoin(bolts, eq(bolts.id, environments.boltId))
      .innerJoin(servers, eq(servers.id, bolts.serverId));
    expect(sites.some((s) => s.location === 'lon-gb')).toBe(true);
    for (const s of sites.filter((s) => s.location === 'lon-gb' || s.id === sites[0].id)) {
      const { isLegacy } = (await call('staff', 'GET', `/v1/admin/environments/${s.id}`)).json().data.attributes;
      expect({ id: s.id, isLegacy }).toEqual({ id: s.id, isLegacy: s.location === 'lon-gb' || s.location === 'nyc-us' || s.server === 'legacy01' });
    }
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
