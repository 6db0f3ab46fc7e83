import { describe, expect, it } from 'vitest';
import { PHP_VERSIONS, PHP_WORKER_DEFAULTS } from '../../src/rules/php';
import { call, expect422, patch, row, site, useSiteSettingsServer, type Who } from './siteSettingsSupport';

/** A site's PHP settings: the settings it may choose from, PATCH of its PHP and its PHP workers (spec 2 §2.9, §7). */
useSiteSettingsServer();

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
