import { describe, expect, it } from 'vitest';
import { newPublicKey } from '../api/sshKeyFixtures';
import { useSignedInProvider } from './support/signedInProvider';

const requested: string[] = [];
const api = useSignedInProvider((input, init) => {
  requested.push(`${init?.method ?? 'GET'} ${String(input).slice(api.base.length)}`);
  return fetch(input, init);
});
const firstPage = (perPage = 15) => ({ pagination: { page: 1, perPage }, sort: { field: 'createdAt', order: 'DESC' as const } });
const site = { siteId: '1' };

describe('SSH keys and access entries as react-admin resources (spec 2 §2.8, §7)', () => {
  it('keeps staff on their own account’s keys (the plain path), and a site’s keys on the admin path', async () => {
    await api.signIn('staff@demo.test');
    const own = newPublicKey('provider@support');
    const { data: created } = await api.provider.create('ssh-keys', { data: { sshkey: own.line } });
    requested.length = 0;
    const mine = await api.provider.getList('ssh-keys', { ...firstPage(), filter: {} });
    expect(mine.data.map((key) => key.id)).toEqual([created.id]);
    const ofSite = await api.provider.getList('siteSshKeys', { ...firstPage(), filter: {}, meta: site });
    expect(ofSite.total).toBe(0);
    expect(requested).toEqual([
      'GET /v1/ssh-keys?page=1&per_page=15&sort=createdAt&direction=desc',
      'GET /v1/admin/ssh-keys?page=1&per_page=15&sort=createdAt&direction=desc&environmentId=1',
    ]);
    // An id is one path segment, whatever it holds.
    await expect(api.provider.getOne('ssh-keys', { id: 'a/b' })).rejects.toMatchObject({ status: 404 });
    expect(requested.at(-1)).toBe('GET /v1/ssh-keys/a%2Fb');
    await api.provider.delete('ssh-keys', { id: created.id });
  });

  it('gives a key added from a site to that site, lists the site’s keys by page and its user-key entry', async () => {
    await api.signIn('customer@demo.test');
    const keys = [newPublicKey('first@site'), newPublicKey('second@site')];
    const added = [];
    for (const key of keys)
      added.push((await api.provider.create('siteSshKeys', { data: { sshkey: key.line, environment_id: '1' }, meta: site })).data);
    const page2 = await api.provider.getList('siteSshKeys', {
      pagination: { page: 2, perPage: 1 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
      meta: site,
    });
    expect(page2).toMatchObject({ total: 2, data: [{ id: added[0].id, title: 'first@site' }] });

    const entries = await api.provider.getList('siteSshAccess', { ...firstPage(), filter: { q: keys[1].fingerprint }, meta: site });
    expect(entries.data).toMatchObject([{ type: 'customer', typeLabel: 'User Key', sshKeyId: added[1].id, status: 'active' }]);
    await api.provider.delete('siteSshAccess', { id: entries.data[0].id, meta: site });
    expect((await api.provider.getList('siteSshKeys', { ...firstPage(), filter: {}, meta: site })).data.map((key) => key.title)).toEqual([
      'first@site',
    ]);

    // Deleting a key takes it off the site, from the site's page or the account's.
    await api.provider.delete('siteSshKeys', { id: added[0].id, meta: site });
    await api.provider.delete('ssh-keys', { id: added[1].id });
    expect((await api.provider.getList('ssh-keys', { ...firstPage(), filter: { q: 'site' } })).total).toBe(0);
  });

  it('grants Support access and changes the SSH access type through typed calls', async () => {
    await api.signIn('staff@demo.test');
    const { data: key } = await api.provider.create('ssh-keys', { data: { sshkey: newPublicKey('support@grant').line } });
    const granted = await api.provider.grantSupportAccess('1', { sshKeyId: String(key.id), expires: '1d' });
    expect(granted.data.attributes).toMatchObject({ type: 'staff', typeLabel: 'Support', status: 'active' });
    const entries = await api.provider.getList('siteSshAccess', { ...firstPage(), filter: { type: 'staff' }, meta: site });
    expect(entries.data.map((entry) => entry.id)).toEqual([granted.data.id]);

    const changed = await api.provider.changeSshAccess('1', { sshAccess: 'none' });
    expect(changed.meta?.message).toBe('SSH and SFTP access disabled');
    expect((await api.provider.getOne('environments', { id: '1' })).data).toMatchObject({ sshAccess: 'none', ssh: false, sftp: false });
    await api.provider.changeSshAccess('1', { sshAccess: 'password_and_keys' });
  });
});
