import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { barHeights, dnsValue } from '../../src/resources/sites/admin/adminSettings';
import { cdnSetup, maskSecret, requestsFromMillions, sshCommand } from '../../src/resources/sites/siteFacts';
import { siteNameError } from '../../src/resources/sites/siteName';
import { siteListPath, sitePath, switchSitePath } from '../../src/resources/sites/sitePaths';
import { siteChanged, siteKey } from '../../src/resources/sites/siteQueries';
import { wasWritten } from '../../src/resources/sites/useSiteUpdate';
import { siteUsageFacts } from '../../src/resources/sites/siteUsage';
import { countryCodeOf } from '../../src/rules/locations';
import { webRoot } from '../../src/rules/site';

describe('flag from location (spec 2 §2.12: the last two characters)', () => {
  it.each([
    ['osl-no', 'NO'],
    ['lon-gb', 'GB'],
    ['nyc-us', 'US'],
    ['xyz-ab', 'AB'],
  ])('%s -> %s', (location, code) => expect(countryCodeOf(location)).toBe(code));
});

describe('web root (spec 2 §2.12)', () => {
  it('puts legacy sites under /kunder and the others under /cust/0 with site/', () => {
    expect(webRoot(true, 4, 'shop_4')).toBe('/kunder/bolt_4/shop_4/public');
    expect(webRoot(false, 1, 'main_1')).toBe('/cust/0/bolt_1/main_1/site/public');
  });
});

describe('site name rules (spec 2 §5), as typed', () => {
  it.each([
    ['', 'The site name cannot be empty'],
    ['   ', 'The site name cannot be empty'],
    ['Short', 'The site name must be at least 6 characters long'],
    ['  Short  ', 'The site name must be at least 6 characters long'],
    ['x'.repeat(51), 'The site name cannot be longer than 50 characters.'],
    ['My shop', null],
    ['x'.repeat(50), null],
  ])('%j -> %j', (value, message) => expect(siteNameError(value)).toBe(message));
});

describe('CDN banner and button (spec 2 §2.12)', () => {
  it.each([
    [undefined, { banner: null, button: 'setup' }],
    [null, { banner: null, button: 'setup' }],
    [{ enabled: false }, { banner: null, button: 'setup' }],
    [
      { orderId: 'o-1', orderStatus: 'in_progress' },
      { banner: 'incomplete', button: 'continue' },
    ],
    [
      { orderId: 'o-1', orderStatus: null },
      { banner: 'incomplete', button: 'continue' },
    ],
    [
      { orderId: 'o-1', orderStatus: 'complete', enabled: true },
      { banner: 'enabled', button: 'complete' },
    ],
    [
      { orderId: 'o-1', orderStatus: 'complete', enabled: false },
      { banner: null, button: 'complete' },
    ],
  ] as const)('%j', (order, expected) => expect(cdnSetup(order)).toEqual(expected));
});

describe('login facts', () => {
  it('builds the ssh command line with the port', () => {
    expect(sshCommand('main_1', 'web01.osl-no.hosting.test', 22)).toBe('ssh -p 22 main_1@web01.osl-no.hosting.test');
  });

  it('masks a secret but its ends', () => {
    expect(maskSecret('0123456789abcdef')).toBe('0123••••••••••••cdef');
    expect(maskSecret('short')).toBe('•••••');
  });
});

describe('site paths and the site switcher', () => {
  it('names the site pages and the Bolt’s site list', () => {
    expect(sitePath(1, 2)).toBe('/bolts/1/environments/2/overview');
    expect(sitePath(1, 2, 'cache')).toBe('/bolts/1/environments/2/cache');
    expect(siteListPath(3)).toBe('/bolts/3/environments');
  });

  it.each([
    ['/bolts/1/environments/2/php-settings', '/bolts/1/environments/3/php-settings'],
    ['/bolts/1/environments/2/overview', '/bolts/1/environments/3/overview'],
    ['/bolts/1/environments/2/admin-settings', '/bolts/1/environments/3/admin-settings'],
    ['/bolts/1/environments/2/domains/settings/example.com/7', '/bolts/1/environments/3/overview'],
    ['/bolts/1/environments/2/access/settings/9/ssh-keys', '/bolts/1/environments/3/overview'],
    ['/bolts/1/environments/2', '/bolts/1/environments/3/overview'],
  ])('switching from %s goes to %s', (from, to) => expect(switchSitePath(from, 1, 3)).toBe(to));
});

describe('site usage', () => {
  it('turns millions back into a request count and storage into GB (spec 1 §9)', () => {
    const facts = siteUsageFacts({
      billing_period: { from: '2026-01-17T00:00:00.000Z', to: '2026-02-17T00:00:00.000Z' },
      dynamic_requests: { used: 0.028997 },
      storage: { usedMb: 3346.3 },
    });
    expect(facts).toMatchObject({ requests: '28,997', storageGb: '3.27' });
    expect(facts.to.toISOString()).toBe('2026-02-17T00:00:00.000Z');
    expect(requestsFromMillions(1.5)).toBe(1_500_000);
  });
});

describe('admin settings blocks', () => {
  it('shows a missing DNS value as -', () => {
    expect(dnsValue(null)).toBe('-');
    expect(dnsValue('')).toBe('-');
    expect(dnsValue('10.0.1.10')).toBe('10.0.1.10');
  });

  it('scales the daily bars to the busiest day', () => {
    expect(barHeights([{ value: 1 }, { value: 4 }, { value: 0 }])).toEqual([25, 100, 2]);
    expect(barHeights([{ value: 0 }, { value: 0 }])).toEqual([0, 0]);
    expect(barHeights([])).toEqual([]);
  });
});

describe('what a site write refreshes and says', () => {
  it('marks stale react-admin’s copy of the site and every read of its pages, not another site’s', async () => {
    const client = new QueryClient();
    const keys = {
      record: ['environments', 'getOne', { id: '1', meta: undefined }],
      php: siteKey(1, 'phpSettings'),
      git: siteKey('1', 'git'),
      otherRecord: ['environments', 'getOne', { id: '2', meta: undefined }],
      otherGit: siteKey(2, 'git'),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, {});
    await Promise.all(siteChanged('1').map((queryKey) => client.invalidateQueries({ queryKey })));
    const stale = Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]));
    expect(stale).toEqual({ record: true, php: true, git: true, otherRecord: false, otherGit: false });
  });

  it('says nothing for the empty record react-admin answers when a failure signed the person out', () => {
    expect(wasWritten({ id: '7', title: 'Shop site' })).toBe(true);
    expect(wasWritten({} as never)).toBe(false);
    expect(wasWritten(undefined)).toBe(false);
  });
});
