import { describe, expect, it } from 'vitest';
import { forceDomainHost, forceHttpsDomain, normaliseRedirectHost, redirectionTarget } from '../../src/rules/redirection';

describe('normaliseRedirectHost', () => {
  it.each([
    ['https://Example.com/', 'example.com'],
    ['http://www.example.com//', 'www.example.com'],
    ['  shop.example.co.uk  ', 'shop.example.co.uk'],
    ['HTTPS://EXAMPLE.COM', 'example.com'],
    ['', ''],
  ])('%j -> %j', (input, host) => expect(normaliseRedirectHost(input)).toBe(host));
});

describe('force-HTTPS domain (legacy sites) and force-domain (spec 2 §5)', () => {
  it('is optional: empty means no redirect', () => {
    expect(forceHttpsDomain('', 'web01.test')).toEqual({ ok: true, host: null });
    expect(forceDomainHost(' https:// ', 'web01.test')).toEqual({ ok: true, host: null });
  });

  it('strips the scheme and trailing slash and keeps a valid domain', () => {
    expect(forceHttpsDomain('https://www.example.com/', 'web01.test')).toEqual({ ok: true, host: 'www.example.com' });
    expect(forceDomainHost('example.com', 'web01.test')).toEqual({ ok: true, host: 'example.com' });
  });

  it.each(['not a domain', 'example', 'example.com/shop', 'exa_mple.com', 'example.com:8080', '-bad.example.com'])(
    'refuses %j with the spec’s messages naming the example host',
    (input) => {
      expect(forceHttpsDomain(input, 'web01.osl.test')).toEqual({ ok: false, error: 'Please enter a valid domain, e.g. web01.osl.test' });
      expect(forceDomainHost(input, 'web01.osl.test')).toEqual({ ok: false, error: 'Please enter a valid URL, e.g. web01.osl.test' });
    },
  );
});

describe('redirectionTarget', () => {
  const none = { isLegacy: false, forceHttpsDomain: null, forceDomain: null, forceDomainHttps: true };
  it('is the forced domain with its scheme, else a legacy site’s HTTPS domain, else nothing', () => {
    expect(redirectionTarget(none)).toBeNull();
    expect(redirectionTarget({ ...none, forceDomain: 'example.com' })).toBe('https://example.com');
    expect(redirectionTarget({ ...none, forceDomain: 'example.com', forceDomainHttps: false })).toBe('http://example.com');
    expect(redirectionTarget({ ...none, isLegacy: true, forceHttpsDomain: 'old.example.com' })).toBe('https://old.example.com');
    expect(redirectionTarget({ ...none, forceHttpsDomain: 'ignored.example.com' })).toBeNull();
  });
});
