import { describe, expect, it } from 'vitest';
import { canRemoveEntry, keyResource, sshKeyPath } from '../../src/resources/sshKeys/sshKeys';

describe('SSH key pages (spec 2 §2.8)', () => {
  it('puts a key’s detail under the site it was opened from, else under the account’s keys', () => {
    expect(sshKeyPath('7', { boltId: '1', envId: '3' })).toBe('/bolts/1/environments/3/access/settings/7/ssh-keys');
    expect(sshKeyPath('7')).toBe('/ssh-keys/7');
  });

  it('reads a key from a site through the site’s keys, else through the account’s own', () => {
    expect(keyResource({ boltId: '1', envId: '3' })).toEqual({ resource: 'siteSshKeys', meta: { siteId: '3' } });
    expect(keyResource()).toEqual({ resource: 'ssh-keys', meta: undefined });
  });

  it('lets customers remove only user keys; staff any entry', () => {
    expect(canRemoveEntry({ type: 'customer' }, false)).toBe(true);
    expect(canRemoveEntry({ type: 'staff' }, false)).toBe(false);
    expect(canRemoveEntry({ type: 'vhost' }, false)).toBe(false);
    expect(canRemoveEntry({ type: 'vhost' }, true)).toBe(true);
  });
});
