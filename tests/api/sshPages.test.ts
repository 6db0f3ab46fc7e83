import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments, sshAccess } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';
import { newPublicKey } from './sshKeyFixtures';

/** The staff SSH pages' calls (issue 13): Site Keys (type vhost) and the provider's Support keys. */
type Who = 'customer' | 'other' | 'staff' | 'admin';

let server: TestServer;
const tokens = {} as Record<Who, string>;
const site = { acme: 0, other: 0 };
const key = { acme: '', other: '', support: '' };

const db = () => server.database.db;
const call = (who: Who, method: string, url: string, attributes?: Record<string, unknown>, type = 'ssh-access') =>
  server.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(tokens[who]),
    payload: attributes ? { data: { type, attributes } } : undefined,
  });
const accessUrl = (id: number, admin = true) => `/v1/${admin ? 'admin/' : ''}environments/${id}/ssh-access`;
const entries = async () => Number((await db().select({ n: count() }).from(sshAccess))[0].n);

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  const firstSite = async (boltId: number) =>
    (await db().select().from(environments).where(eq(environments.boltId, boltId)).orderBy(environments.id))[0].id;
  Object.assign(site, { acme: await firstSite(1), other: await firstSite(5) });
  const addKey = async (who: Who, comment: string) =>
    (await call(who, 'POST', '/v1/ssh-keys', { sshkey: newPublicKey(comment).line }, 'ssh-keys')).json().data.id as string;
  Object.assign(key, {
    acme: await addKey('customer', 'acme-site'),
    other: await addKey('other', 'other'),
    support: await addKey('admin', 'support'),
  });
});
afterAll(() => server.close());

describe('Site Key: POST admin/environments/{id}/ssh-access with type vhost', () => {
  it('makes a key of the site’s account the site’s own key, by staff and admins', async () => {
    const response = await call('staff', 'POST', accessUrl(site.acme), { type: 'vhost', sshKeyId: key.acme });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({
      type: 'vhost',
      typeLabel: 'Site Key',
      customer: 'Acme Web AS',
      sshKeyId: key.acme,
      expires_at: null,
      status: 'active',
      environmentId: String(site.acme),
    });
    const list = (await call('admin', 'GET', `${accessUrl(site.acme)}?filter[type]=vhost`)).json();
    expect(list.data.map((entry: { id: string }) => entry.id)).toEqual([response.json().data.id]);
  });

  it('is shown to the customer, who may not remove it; staff may', async () => {
    const [entry] = await db().select().from(sshAccess).where(eq(sshAccess.type, 'vhost'));
    const seen = (await call('customer', 'GET', `${accessUrl(site.acme, false)}?filter[type]=vhost`)).json();
    expect(seen.data[0].attributes.typeLabel).toBe('Site Key');
    expect((await call('customer', 'DELETE', `${accessUrl(site.acme, false)}/${entry.id}`)).statusCode).toBe(403);
    expect((await call('staff', 'DELETE', `${accessUrl(site.acme)}/${entry.id}`)).statusCode).toBe(204);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['another account’s key', { type: 'vhost', sshKeyId: 'other' }, 'sshKeyId', 'Please choose one of your SSH keys.'],
    ['the provider’s key', { type: 'vhost', sshKeyId: 'support' }, 'sshKeyId', 'Please choose one of your SSH keys.'],
    ['no key', { type: 'vhost' }, 'sshKeyId', 'Please choose one of your SSH keys.'],
    ['an unknown expiry', { type: 'vhost', sshKeyId: 'acme', expires: 'soon' }, 'expires', 'Please choose how long the access lasts.'],
    ['an unknown type', { type: 'site', sshKeyId: 'acme' }, 'type', 'Please choose one of the options.'],
  ])('refuses %s with a 422 and writes nothing', async (_what, attributes, field, detail) => {
    const before = await entries();
    const sshKeyId = key[attributes.sshKeyId as keyof typeof key];
    const response = await call('staff', 'POST', accessUrl(site.acme), { ...attributes, ...(sshKeyId ? { sshKeyId } : {}) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: `/data/attributes/${field}` } });
    expect(await entries()).toBe(before);
  });

  it('holds one Site Key entry per key: the same key twice is a 422', async () => {
    expect((await call('admin', 'POST', accessUrl(site.acme), { type: 'vhost', sshKeyId: key.acme, expires: '1w' })).statusCode).toBe(201);
    const again = await call('staff', 'POST', accessUrl(site.acme), { type: 'vhost', sshKeyId: key.acme });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({ detail: 'This key already has access to this site.' });
  });

  it('is refused to customers: type is not theirs to give, admin/ is 403, another account’s site 404', async () => {
    const before = await entries();
    const plain = await call('customer', 'POST', accessUrl(site.acme, false), { type: 'vhost', sshKeyId: key.acme });
    expect(plain.statusCode).toBe(422);
    expect((await call('customer', 'POST', accessUrl(site.acme), { type: 'vhost', sshKeyId: key.acme })).statusCode).toBe(403);
    expect((await call('customer', 'POST', accessUrl(site.other, false), { sshKeyId: key.acme })).statusCode).toBe(404);
    expect(await entries()).toBe(before);
  });
});

describe('the provider’s Support keys (/ssh-management): GET, POST and DELETE ssh-keys on the plain path', () => {
  it('lists an admin’s own account’s keys (the provider’s), not the customers’', async () => {
    const list = (await call('admin', 'GET', '/v1/ssh-keys?per_page=100')).json();
    const ids = list.data.map((entry: { id: string }) => entry.id);
    expect(ids).toContain(key.support);
    expect(ids).not.toContain(key.acme);
    // Staff share the provider's account, so the same keys are theirs to grant Support access with.
    const staffIds = (await call('staff', 'GET', '/v1/ssh-keys?per_page=100')).json().data.map((entry: { id: string }) => entry.id);
    expect(staffIds).toEqual(ids);
  });

  it('adds and deletes one; a bad key is a 422 at sshkey', async () => {
    const added = await call('admin', 'POST', '/v1/ssh-keys', { sshkey: newPublicKey('ops@provider').line, comment: 'Ops' }, 'ssh-keys');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ data: { attributes: { title: 'Ops', environment_id: null } }, meta: { message: 'ssh key added' } });
    const bad = await call('admin', 'POST', '/v1/ssh-keys', { sshkey: 'hello world' }, 'ssh-keys');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source).toEqual({ pointer: '/data/attributes/sshkey' });
    expect((await call('customer', 'DELETE', `/v1/ssh-keys/${added.json().data.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/v1/ssh-keys/${added.json().data.id}`)).statusCode).toBe(204);
  });
});
