import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bolts, environments, servers, siteAddons } from '../../server/db/schema';
import { call, db, expect422, patch, row, site, useSiteSettingsServer } from './siteSettingsSupport';

/** A site's caching, development mode, security and staff add-ons (spec 2 §2.10, §2.11, §6, §7). */
useSiteSettingsServer();

describe('caching and development mode', () => {
  it('changes the cache mode; "disabled" is admin-only (spec 1 §6); unknown modes are refused', async () => {
    const all = await patch('customer', site.business, { cacheMode: 'all' });
    expect(all.json()).toMatchObject({ data: { attributes: { cacheMode: 'all' } }, meta: { message: 'cache settings changed' } });
    expect((await patch('customer', site.business, { cacheMode: 'disabled' })).statusCode).toBe(403);
    expect422(await patch('customer', site.business, { cacheMode: 'some' }), '/data/attributes/cacheMode', 'Please choose one of the options.');
    expect((await row(site.business)).cacheMode).toBe('all');
    const byStaff = await patch('staff', site.business, { cacheMode: 'disabled' });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().errors[0].detail).toBe('Only admins can turn the server cache off.');
    expect((await row(site.business)).cacheMode).toBe('all');
    expect((await patch('admin', site.business, { cacheMode: 'disabled' })).json().data.attributes.cacheMode).toBe('disabled');
  });

  it('keeps the old mode when the cache refuses the change (424, spec 2 §8 text)', async () => {
    const response = await patch('customer', site.failing, { cacheMode: 'none', title: 'Renamed despite it' });
    expect(response.statusCode).toBe(424);
    expect(response.json().errors[0].detail).toBe('could not change cache settings');
    expect(await row(site.failing)).toMatchObject({ cacheMode: 'static', title: 'fail-cache site' });
  });

  it('switches development mode on for 3 hours and off again', async () => {
    const url = `/v1/environments/${site.business}/dev-mode`;
    // The server runs in this process: with its clock held still, "3 hours from now" is exact.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const on = await call('customer', 'POST', url, { enabled: true }).finally(() => vi.useRealTimers());
    expect(on.json().meta).toEqual({ message: 'dev mode activated' });
    const { devMode, devModeUntil } = on.json().data.attributes;
    expect(devMode).toBe(true);
    expect(devModeUntil).toBe(new Date(now + 3 * 3600_000).toISOString());
    const off = await call('customer', 'POST', url, { enabled: false });
    expect(off.json()).toMatchObject({ data: { attributes: { devMode: false, devModeUntil: null } }, meta: { message: 'dev mode deactivated' } });
    expect((await row(site.business)).devModeUntil).toBeNull();
  });

  it('refuses a missing flag, fails with "could not switch dev mode", hides other accounts', async () => {
    expect422(
      await call('customer', 'POST', `/v1/environments/${site.business}/dev-mode`, {}),
      '/data/attributes/enabled',
      'enabled must be true or false.',
    );
    const failed = await call('customer', 'POST', `/v1/environments/${site.failing}/dev-mode`, { enabled: true });
    expect(failed.statusCode).toBe(424);
    expect(failed.json().errors[0].detail).toBe('could not switch dev mode');
    expect((await row(site.failing)).devModeUntil).toBeNull();
    expect((await call('customer', 'POST', `/v1/environments/${site.other}/dev-mode`, { enabled: true })).statusCode).toBe(404);
  });

  it('purges everything with all=1 and by tag otherwise', async () => {
    const all = await call('customer', 'POST', `/v1/environments/${site.business}/purge_cache?all=1`);
    expect(all.json()).toEqual({
      data: { id: String(site.business), type: 'cache-purges', attributes: { all: true, type: null, files: [], prefixes: [], tags: [], hosts: [] } },
      meta: { message: 'purged' },
    });
    const tags = await call('customer', 'POST', `/v1/environments/${site.business}/purge_cache`, {
      tags: 'product-1, product-2\ncategory-9\n\nproduct-1',
    });
    expect(tags.json().data.attributes).toEqual({
      all: false,
      type: null,
      files: [],
      prefixes: [],
      tags: ['product-1', 'product-2', 'category-9'],
      hosts: [],
    });
  });

  it.each([undefined, {}, { tags: '' }, { tags: ' ,\n ' }, { tags: [] }])('asks for cache tags when given %j', async (attributes) => {
    expect422(
      await call('customer', 'POST', `/v1/environments/${site.business}/purge_cache`, attributes),
      '/data/attributes/tags',
      'Please provide a cache tags',
    );
  });

  it('answers "could not purge" when the cache fails; hides other accounts', async () => {
    const tag = await call('customer', 'POST', `/v1/environments/${site.business}/purge_cache`, { tags: 'ok, fail-tag' });
    expect(tag.statusCode).toBe(424);
    expect(tag.json().errors[0].detail).toBe('could not purge');
    expect((await call('customer', 'POST', `/v1/environments/${site.failing}/purge_cache?all=1`)).statusCode).toBe(424);
    expect((await call('customer', 'POST', `/v1/environments/${site.other}/purge_cache?all=1`)).statusCode).toBe(404);
    expect((await call('staff', 'POST', `/v1/admin/environments/${site.other}/purge_cache?all=1`)).statusCode).toBe(200);
  });
});

describe('security', () => {
  it('switches the web firewall through cloudflareLock', async () => {
    const response = await patch('customer', site.business, { cloudflareLock: true });
    expect(response.json()).toMatchObject({ data: { attributes: { cloudflareLock: true } }, meta: { message: 'security settings updated' } });
    expect((await row(site.business)).webFirewall).toBe(true);
  });

  it('lets staff switch malware protection on current sites of the configured hosts (204s); customers get 403', async () => {
    const url = `/v1/admin/environments/${site.business}/security/monarx`;
    expect((await call('customer', 'GET', url)).statusCode).toBe(403);
    expect((await call('customer', 'POST', url)).statusCode).toBe(403);
    expect((await call('customer', 'GET', `/v1/environments/${site.business}/security/monarx`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', url)).json().data.attributes).toEqual({ enabled: false, available: true });
    expect((await call('staff', 'POST', url)).statusCode).toBe(204);
    expect((await call('staff', 'GET', url)).json().data.attributes.enabled).toBe(true);
    expect((await call('staff', 'DELETE', url)).statusCode).toBe(204);
    expect((await row(site.business)).malwareProtection).toBe(false);
    const legacy = `/v1/admin/environments/${site.legacy}/security/monarx`;
    expect((await call('staff', 'GET', legacy)).json().data.attributes.available).toBe(false);
    expect422(await call('staff', 'POST', legacy), '/data', 'Malware protection is not available for legacy sites.');
    expect((await row(site.legacy)).malwareProtection).toBe(false);
  });

  it('does not offer malware protection on a site of another host (MALWARE_PROTECTION_HOSTS), and refuses to enable it', async () => {
    // The default list names only web01 in Oslo, Bolt 1's server; this site is on another, not legacy.
    const [elsewhere] = await db()
      .select({ id: environments.id })
      .from(environments)
      .innerJoin(bolts, eq(bolts.id, environments.boltId))
      .innerJoin(servers, eq(servers.id, bolts.serverId))
      .where(and(eq(environments.isLegacy, false), ne(servers.hostname, 'web01.osl-no.hosting.test')))
      .orderBy(environments.id)
      .limit(1);
    const url = `/v1/admin/environments/${elsewhere.id}/security/monarx`;
    expect((await call('staff', 'GET', url)).json().data.attributes).toEqual({ enabled: false, available: false });
    expect422(await call('admin', 'POST', url), '/data', "Malware protection is not available on this site's host.");
    expect((await row(elsewhere.id)).malwareProtection).toBe(false);
    // Switching it off stays possible, so a site whose host left the list can be cleared.
    expect((await call('staff', 'DELETE', url)).statusCode).toBe(204);
  });
});

describe('add-ons (staff)', () => {
  const addons = (id: number) => `/v1/admin/environments/${id}/addons`;

  it('is staff-only', async () => {
    expect((await call('customer', 'GET', addons(site.business))).statusCode).toBe(403);
    expect((await call('customer', 'POST', addons(site.business), { name: 'redis' })).statusCode).toBe(403);
    expect((await call('customer', 'GET', `/v1/environments/${site.business}/addons`)).statusCode).toBe(404);
  });

  it('lists the catalogue with each add-on’s state, adds, pauses and removes one', async () => {
    const list = (await call('staff', 'GET', addons(site.other))).json();
    expect(list.data.map((a: { id: string }) => a.id)).toEqual(['redis', 'elasticsearch', 'image-optimizer', 'varnish-esi']);
    expect(list.data[0].attributes).toMatchObject({ title: 'Redis object cache', added: false, enabled: false });
    const added = await call('staff', 'POST', addons(site.other), { name: 'redis' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.attributes).toMatchObject({ name: 'redis', added: true, enabled: true });
    expect422(
      await call('staff', 'POST', addons(site.other), { name: 'redis' }),
      '/data/attributes/name',
      'This add-on is already added to this site.',
    );
    const paused = await call('staff', 'PATCH', `${addons(site.other)}/redis`, { enabled: false });
    expect(paused.json().data.attributes).toMatchObject({ added: true, enabled: false });
    expect((await call('staff', 'DELETE', `${addons(site.other)}/redis`)).statusCode).toBe(204);
    expect((await call('staff', 'DELETE', `${addons(site.other)}/redis`)).statusCode).toBe(404);
    expect((await call('staff', 'PATCH', `${addons(site.other)}/elasticsearch`, { enabled: true })).statusCode).toBe(404);
  });

  it('refuses unknown add-ons and bad flags, writing nothing', async () => {
    expect422(
      await call('staff', 'POST', addons(site.business), { name: 'bitcoin-miner' }),
      '/data/attributes/name',
      'Please choose one of the options.',
    );
    expect422(
      await call('staff', 'POST', addons(site.business), { name: 'redis', enabled: 'yes' }),
      '/data/attributes/enabled',
      'enabled must be true or false.',
    );
    expect(await db().select().from(siteAddons).where(eq(siteAddons.environmentId, site.business))).toEqual([]);
  });
});
