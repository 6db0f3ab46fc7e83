import { describe, expect, it } from 'vitest';
import { loginPathFor, returnToOf, samePanelPath } from '../../src/rules/returnTo';

describe('returnTo (spec 1 §7): only a path of the panel', () => {
  it.each([
    ['/bolts/1', '/bolts/1'],
    ['/bolts/1/environments/2/cronjobs?page=2#add', '/bolts/1/environments/2/cronjobs?page=2#add'],
    ['/a/../ip-blocks', '/ip-blocks'],
  ])('keeps %j as %j', (value, path) => {
    expect(samePanelPath(value)).toBe(path);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'bolts/1',
    'https://evil.test/bolts',
    'javascript:alert(1)',
    '//evil.test',
    '/\\evil.test',
    '/\\/evil.test',
    '/\t/evil.test',
    '/.//evil.test',
    '/a\nb',
  ])('refuses %j', (value) => {
    expect(samePanelPath(value)).toBeNull();
  });

  it('puts it on the sign-in page’s address and reads it back', () => {
    const login = loginPathFor('/servers/3?tab=bolts');
    expect(login).toBe('/login?returnTo=%2Fservers%2F3%3Ftab%3Dbolts');
    expect(returnToOf(login.slice('/login'.length))).toBe('/servers/3?tab=bolts');
    expect(returnToOf('?returnTo=%2F%2Fevil.test')).toBeNull();
    expect(returnToOf('')).toBeNull();
  });

  it('leaves landing and nothing off the address: a sign-in goes there anyway', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor(null)).toBe('/login');
  });
});
