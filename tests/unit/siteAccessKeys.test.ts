import { describe, expect, it } from 'vitest';
import { canRemoveEntry, fieldError, fromRecord, sshKeyPath } from '../../src/resources/sshKeys/sshKeys';

describe('SSH key pages (spec 2 §2.8)', () => {
  it('puts a key’s detail under the site it was opened from, else under the account’s keys', () => {
    expect(sshKeyPath('7', { boltId: '1', envId: '3' })).toBe('/bolts/1/environments/3/access/settings/7/ssh-keys');
    expect(sshKeyPath('7')).toBe('/ssh-keys/7');
  });

  it('reads the server’s detail for one field of a refused write (spec 2 §5)', () => {
    const error = { status: 422, body: { errors: { sshkey: 'The key data is not valid base64.', root: { serverError: 'x' } } } };
    expect(fieldError(error, 'sshkey')).toBe('The key data is not valid base64.');
    expect(fieldError(error, 'comment')).toBeUndefined();
    expect(fieldError(error, 'root')).toBeUndefined();
    expect(fieldError(new Error('offline'), 'sshkey')).toBeUndefined();
    expect(fieldError(null, 'sshkey')).toBeUndefined();
  });

  it('flattens a JSON:API record', () => {
    expect(fromRecord<{ id: string; title: string }>({ id: '2', attributes: { title: 'laptop' } })).toEqual({ id: '2', title: 'laptop' });
  });

  it('lets customers remove only user keys; staff any entry', () => {
    expect(canRemoveEntry({ type: 'customer' }, false)).toBe(true);
    expect(canRemoveEntry({ type: 'staff' }, false)).toBe(false);
    expect(canRemoveEntry({ type: 'vhost' }, false)).toBe(false);
    expect(canRemoveEntry({ type: 'vhost' }, true)).toBe(true);
  });
});
