import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { environments, siteAddons } from '../../server/db/schema';
import { PHP_VERSIONS, PHP_WORKER_DEFAULTS } from '../../src/rules/php';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff' | 'admin';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let server: TestServer;
const tokens = {} as Record<Who, string>;
/** Sites of customer@demo.test's Bolts 1 (business), 2 (pro) and 3 (scale), and one of other@demo.test. */
const site = { business: 0, pro: 0, scale: 0, other: 0, legacy: 0, failing: 0 };

const firstSiteOf = async (boltId: number, skip = 0) =>
  (await db().select().from(environments).where(eq(environments.boltId, boltId)).orderBy(environments.id))[skip].id;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  Object.assign(site, {
    business: await firstSiteOf(1),
    failing: await firstSiteOf(1, 1),
    pro: await firstSiteOf(2),
    scale: await firstSiteOf(3),
    other: await firstSiteOf(5),
    legacy: await firstSiteOf(1, 2),
  });
  await db().update(environments).set({ isLegacy: true }).where(eq(environments.id, site.legacy));
  // Failure injection of the sandbox cache (ARCHITECTURE §5): a site title starting with 'fail-'.
  await db().update(environments).set({ title: 'fail-cache site' }).where(eq(environments.id, site.failing));
});
afterAll(() => server.close());

const db = () => server.database.db;
const call = (who: Who, method: Method, url: string, attributes?: Record<string, unknown>) =>
  server.app.inject({
    method,
    url,
    headers: bearer(tokens[who]),
    payload: attributes ? { data: { type: url.includes('/addons') ? 'addons' : 'environments', attributes } } : undefined,
  });
const row = async (id: number) => (await db().select().from(environments).where(eq(environments.id, id)))[0];
const patch = (who: Who, id: number, attributes: Record<string, unknown>) =>
  call(who, 'PATCH', `/v1/${who === 'staff' || who === 'admin' ? 'admin/' : ''}environments/${id}`, attributes);
const expect422 = (response: { statusCode: number; json(): { errors: unknown[] } }, pointer: string, detail: string) => {
  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toContainEqual(expect.objectContaining({ detail, source: { pointer } }));
};

describe('GET environments/{id}/available-settings', () => {
  it('answers the spec 2 §3 Settings response for the plan (business: up to 512 MB)', async () => {
    const response = await call('customer', 'GET', `/v1/environments/${site.business}/available-settings`);
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json().data;
    expect(attributes).toMatchObject({
      phpVersions: PHP_VERSIONS,
      phpMemoryLimitOptions: { 128: true, 256: true, 512: true, 1024: false, 2048: false },
      phpMemoryLimit: 512,
      phpVersion: '8.3',
      phpTimezone: 'UTC',
      separatePhpErrorLog: false,
      phpWorkers: PHP_WORKER_DEFAULTS,
      phpWorkerDefaults: PHP_WORKER_DEFAULTS,
      isLegacy: false,
    });
    expect(attributes.phpExtensions).toContainEqual({ id: 'redis', name: 'Redis', enabled: false, cli: true, web: true });
  });

  it('lets staff choose any size; hides another account’s site', async () => {
    const staff = (await call('staff', 'GET', `/v1/admin/environments/${site.pro}/available-settings`)).json().data.attributes;
    expect(staff.phpMemoryLimit).toBe(256);
    expect(Object.values(staff.phpMemoryLimitOptions).every(Boolean)).toBe(true);
    expect((await call('customer', 'GET', `/v1/environments/${site.other}/available-settings`)).statusCode).toBe(404);
    expect((await call('other', 'GET', `/v1/environments/${site.other}/available-settings`)).statusCode).toBe(200);
  });
});

describe('PATCH environments/{id}: PHP', () => {
  it('sets extensions in catalogue order and re-enables them after a version change where they exist', async () => {
    const set = await patch('customer', site.business, { phpExtensions: ['redis', 'imap', 'pcntl', 'redis'] });
    expect(set.json().data.attributes.phpExtensions).toEqual(['imap', 'pcntl', 'redis']);
    expect(set.json().meta).toEqual({ message: 'PHP extension updated' });
    const upgraded = await patch('customer', site.business, { phpVersion: '8.4' });
    expect(upgraded.json().data.attributes).toMatchObject({ phpVersion: '8.4', phpExtensions: ['pcntl', 'redis'] });
    expect(upgraded.json().meta).toEqual({ message: 'PHP version updated' });
  });

  it('enables all but the heavy modules with "all"', async () => {
    const response = await patch('customer', site.business, { phpExtensions: 'all' });
    const enabled: string[] = response.json().data.attributes.phpExtensions;
    for (const heavy of ['ast', 'grpc', 'ioncube', 'ftp']) expect(enabled).not.toContain(heavy);
    expect(enabled).toContain('soap');
    expect((await patch('customer', site.business, { phpExtensions: [] })).json().data.attributes.phpExtensions).toEqual([]);
  });

  it('sets memory within the plan and the timezone, each with its spec 2 §8 text', async () => {
    const response = await patch('customer', site.business, { phpMemoryLimit: 512, phpTimezone: 'Europe/Oslo' });
    expect(response.json().data.attributes).toMatchObject({ phpMemoryLimit: 512, phpTimezone: 'Europe/Oslo' });
    expect(response.json().meta.message).toBe('PHP memory updated\nPHP timezone updated');
  });

  it.each([
    [{ phpVersion: '7.4' }, 'phpVersion', 'Please choose one of the PHP versions on offer.'],
    [{ phpMemoryLimit: 300 }, 'phpMemoryLimit', 'Please choose one of the memory sizes: 128, 256, 512, 1024, 2048 MB.'],
    [{ phpMemoryLimit: 1024 }, 'phpMemoryLimit', 'Your plan includes up to 512 MB of PHP memory.'],
    [{ phpTimezone: 'Mars/Olympus' }, 'phpTimezone', 'Please choose a timezone from the list.'],
    [{ phpExtensions: ['nope'] }, 'phpExtensions', 'Please choose PHP extensions from the list.'],
    [{ phpVersion: '8.4', phpExtensions: ['imap'] }, 'phpExtensions', 'The imap extension is not available for PHP 8.4.'],
    [{ phpTimezone: 'UTC', phpMemoryLimit: 2048 }, 'phpMemoryLimit', 'Your plan includes up to 512 MB of PHP memory.'],
  ])('refuses %j and writes nothing', async (attributes, field, detail) => {
    const before = await row(site.business);
    expect422(await patch('customer', site.business, attributes), `/data/attributes/${field}`, detail);
    expect(await row(site.business)).toEqual(before);
  });

  it('lets staff go beyond the plan and set the separate error log; customers get 403 for the log', async () => {
    expect((await patch('staff', site.pro, { phpMemoryLimit: 2048 })).json().data.attributes.phpMemoryLimit).toBe(2048);
    const forbidden = await patch('customer', site.pro, { separatePhpErrorLog: true });
    expect(forbidden.statusCode).toBe(403);
    expect((await row(site.pro)).separatePhpErrorLog).toBe(false);
    const staff = await patch('staff', site.pro, { separatePhpErrorLog: true });
    expect(staff.json()).toMatchObject({ data: { attributes: { separatePhpErrorLog: true } }, meta: { message: 'log settings updated' } });
  });

  it('refuses PHP changes on legacy sites', async () => {
    const response = await patch('customer', site.legacy, { phpVersion: '8.2', phpTimezone: 'Europe/Oslo' });
    expect422(response, '/data/attributes/phpVersion', 'The PHP settings of legacy sites cannot be changed here. Please contact support.');
    expect422(response, '/data/attributes/phpTimezone', 'The PHP settings of legacy sites cannot be changed here. Please contact support.');
    expect((await row(site.legacy)).phpVersion).toBe('8.3');
  });

  it('hides another account’s site', async () => {
    expect((await patch('customer', site.other, { phpVersion: '8.2' })).statusCode).toBe(404);
    expect((await row(site.other)).phpVersion).toBe('8.3');
  });
});

describe('POST environments/{id}/php/workers (staff)', () => {
  const workers = (who: Who, id: number, attributes: Record<string, unknown>) =>
    call(who, 'POST', `/v1/${who === 'staff' ? 'admin/' : ''}environments/${id}/php/workers`, attributes);

  it('is staff-only: 403 on admin/ for customers, no customer path', async () => {
    expect((await call('customer', 'POST', `/v1/admin/environments/${site.scale}/php/workers`, { phpMaxWorkers: 64 })).statusCode).toBe(403);
    expect((await workers('customer', site.scale, { phpMaxWorkers: 64 })).statusCode).toBe(404);
    expect((await row(site.scale)).phpWorkers).toBeNull();
  });

  it('sets what is given, keeps the rest, and resets empty values to the default', async () => {
    const set = await workers('staff', site.scale, { phpMaxWorkers: 64, phpNiceWorkers: '-5', phpMaxRequestsPerWorker: 0 });
    expect(set.json().data.attributes.phpWorkers).toEqual({ ...PHP_WORKER_DEFAULTS, max: 64, nice: -5, maxRequests: 0 });
    expect(set.json().meta).toEqual({ message: 'PHP workers updated' });
    const reset = await workers('staff', site.scale, { phpMaxWorkers: '', phpMaxRequestsPerWorker: null });
    expect(reset.json().data.attributes.phpWorkers).toEqual({ ...PHP_WORKER_DEFAULTS, nice: -5 });
    expect((await row(site.scale)).phpWorkers).toEqual({ nice: -5 });
  });

  it.each([
    ['phpMaxWorkers', 0, 'Value should be between 1 and 512'],
    ['phpMaxWorkersSystem', 513, 'Value should be between 1 and 512'],
    ['phpMaxWorkersCron', 0, 'Value should be between 1 and 512'],
    ['phpMaxWorkersIdle', 1000, 'Value should be between 1 and 512'],
    ['phpNiceWorkers', 21, 'Value should be between -19 and 20'],
    ['phpMaxRequestsPerWorker', 20001, 'Value should be between 0 and 20000'],
  ])('refuses %s = %j and writes nothing', async (field, value, detail) => {
    expect422(await workers('staff', site.scale, { phpMaxWorkers: 100, [field]: value }), `/data/attributes/${field}`, detail);
    expect((await row(site.scale)).phpWorkers).toEqual({ nice: -5 });
  });

  it('refuses legacy sites and unknown attributes', async () => {
    expect((await workers('staff', site.legacy, { phpMaxWorkers: 64 })).statusCode).toBe(422);
    expect((await workers('staff', site.scale, { workers: 64 })).statusCode).toBe(422);
  });
});

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

  it('keeps the old mode when the cache refuses the change (502, spec 2 §8 text)', async () => {
    const response = await patch('customer', site.failing, { cacheMode: 'none', title: 'Renamed despite it' });
    expect(response.statusCode).toBe(502);
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
    expect(failed.statusCode).toBe(502);
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
    expect(tag.statusCode).toBe(502);
    expect(tag.json().errors[0].detail).toBe('could not purge');
    expect((await call('customer', 'POST', `/v1/environments/${site.failing}/purge_cache?all=1`)).statusCode).toBe(502);
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

  it('lets staff switch malware protection on current sites only (204s); customers get 403', async () => {
    const url = `/v1/admin/environments/${site.other}/security/monarx`;
    expect((await call('customer', 'GET', url)).statusCode).toBe(403);
    expect((await call('customer', 'POST', url)).statusCode).toBe(403);
    expect((await call('customer', 'GET', `/v1/environments/${site.business}/security/monarx`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', url)).json().data.attributes).toEqual({ enabled: false, available: true });
    expect((await call('staff', 'POST', url)).statusCode).toBe(204);
    expect((await call('staff', 'GET', url)).json().data.attributes.enabled).toBe(true);
    expect((await call('staff', 'DELETE', url)).statusCode).toBe(204);
    expect((await row(site.other)).malwareProtection).toBe(false);
    const legacy = `/v1/admin/environments/${site.legacy}/security/monarx`;
    expect((await call('staff', 'GET', legacy)).json().data.attributes.available).toBe(false);
    expect422(await call('staff', 'POST', legacy), '/data', 'Malware protection is not available for legacy sites.');
    expect((await row(site.legacy)).malwareProtection).toBe(false);
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
