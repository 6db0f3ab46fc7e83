import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { environments, sshAccess } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';
import { newPublicKey } from './sshKeyFixtures';

type Who = 'customer' | 'other' | 'staff';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let server: TestServer;
const tokens = {} as Record<Who, string>;
const site = { acme: 0, acme2: 0, legacy: 0, other: 0 };
const key = { acme: '', other: '', support: '' };

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  const sitesOf = async (boltId: number) =>
    (await db().select().from(environments).where(eq(environments.boltId, boltId)).orderBy(environments.id)).map((s) => s.id);
  const [acme, acme2, legacy] = await sitesOf(1);
  Object.assign(site, { acme, acme2, legacy, other: (await sitesOf(5))[0] });
  await db().update(environments).set({ isLegacy: true }).where(eq(environments.id, site.legacy));
  const addKey = async (who: Who, comment: string) =>
    (await call(who, 'POST', `/v1/${who === 'staff' ? 'admin/' : ''}ssh-keys`, { sshkey: newPublicKey(comment).line }, 'ssh-keys')).json().data.id;
  Object.assign(key, { acme: await addKey('customer', 'kari'), other: await addKey('other', 'ola'), support: await addKey('staff', 'support') });
});
afterAll(() => server.close());

const db = () => server.database.db;
const call = (who: Who, method: Method, url: string, attributes?: Record<string, unknown>, type = 'ssh-access') =>
  server.app.inject({ method, url, headers: bearer(tokens[who]), payload: attributes ? { data: { type, attributes } } : undefined });
const patch = (who: Who, id: number, attributes: Record<string, unknown>) =>
  call(who, 'PATCH', `/v1/${who === 'staff' ? 'admin/' : ''}environments/${id}`, attributes, 'environments');
const row = async (id: number) => (await db().select().from(environments).where(eq(environments.id, id)))[0];
const entries = async () => Number((await db().select({ n: count() }).from(sshAccess))[0].n);
const accessUrl = (who: Who, id: number) => `/v1/${who === 'staff' ? 'admin/' : ''}environments/${id}/ssh-access`;

describe('PATCH environments/{id}: SSH access type (spec 2 §4)', () => {
  it('applies the type at once on current sites, SFTP on unless none', async () => {
    const keys = await patch('customer', site.acme, { sshAccess: 'keys' });
    expect(keys.json().data.attributes).toMatchObject({ sshAccess: 'keys', ssh: true, sftp: true });
    expect(keys.json().meta).toEqual({ message: 'SSH and SFTP access enabled' });
    const none = await patch('customer', site.acme, { sshAccess: 'none' });
    expect(none.json().data.attributes).toMatchObject({ sshAccess: 'none', ssh: false, sftp: false });
    expect(none.json().meta).toEqual({ message: 'SSH and SFTP access disabled' });
    await patch('customer', site.acme, { sshAccess: 'password_and_keys' });
  });

  it('switches SSH and SFTP together on legacy sites', async () => {
    const off = await patch('customer', site.legacy, { ssh: false });
    expect(off.json().data.attributes).toMatchObject({ ssh: false, sftp: false, sshAccess: 'none' });
    const on = await patch('customer', site.legacy, { ssh: true });
    expect(on.json()).toMatchObject({
      data: { attributes: { ssh: true, sftp: true, sshAccess: 'password_and_keys' } },
      meta: { message: 'SSH and SFTP access enabled' },
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['current', { ssh: false }, 'ssh', 'Set the SSH access type of this site instead.'],
    ['current', { sftp: false }, 'sftp', 'Set the SSH access type of this site instead.'],
    ['current', { sshAccess: 'root' }, 'sshAccess', 'Please choose one of the options.'],
    ['current', { ssh: 'on' }, 'ssh', 'ssh must be true or false.'],
    ['legacy', { sshAccess: 'keys' }, 'sshAccess', 'Legacy sites turn SSH and SFTP on or off; they have no SSH access type.'],
  ])('refuses on a %s site %j and writes nothing', async (kind, attributes, field, detail) => {
    const id = kind === 'legacy' ? site.legacy : site.acme;
    const before = await row(id);
    const response = await patch('customer', id, attributes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: `/data/attributes/${field}` } });
    expect(await row(id)).toEqual(before);
  });

  it('hides another account’s site', async () => {
    expect((await patch('customer', site.other, { sshAccess: 'none' })).statusCode).toBe(404);
    expect((await row(site.other)).ssh).toBe(true);
  });
});

describe('user keys: GET/POST/DELETE environments/{id}/ssh-access', () => {
  it('starts empty and grants one of the customer’s keys as a User Key', async () => {
    expect((await call('customer', 'GET', accessUrl('customer', site.acme))).json()).toEqual({
      data: [],
      meta: { current_page: 1, from: null, last_page: 1, per_page: 15, to: null, total: 0, total_estimated: false, next_cursor: null },
    });
    const response = await call('customer', 'POST', accessUrl('customer', site.acme), { sshKeyId: key.acme });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: 'ssh-access',
      attributes: {
        type: 'customer',
        typeLabel: 'User Key',
        customer: 'Acme Web AS',
        fingerprint: expect.stringMatching(/^SHA256:/),
        status: 'active',
        enabled: true,
        expires_at: null,
        createdAt: expect.any(String),
        sshKeyId: key.acme,
      },
    });
    const list = (await call('customer', 'GET', accessUrl('customer', site.acme))).json();
    expect(list.meta.total).toBe(1);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['the same key twice', { sshKeyId: 'acme' }, 'sshKeyId', 'This key already has access to this site.'],
    ['another account’s key', { sshKeyId: 'other' }, 'sshKeyId', 'Please choose one of your SSH keys.'],
    ['the provider’s key', { sshKeyId: 'support' }, 'sshKeyId', 'Please choose one of your SSH keys.'],
    ['no key', {}, 'sshKeyId', 'Please choose one of your SSH keys.'],
    ['an expiry (staff only)', { sshKeyId: 'acme', expires: '3h' }, '', ''],
  ])('refuses %s and writes nothing', async (_what, attributes, field, detail) => {
    const before = await entries();
    const body = { ...attributes, ...(attributes.sshKeyId ? { sshKeyId: key[attributes.sshKeyId as keyof typeof key] } : {}) };
    const response = await call('customer', 'POST', accessUrl('customer', site.acme), body);
    expect(response.statusCode).toBe(422);
    if (field) expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: `/data/attributes/${field}` } });
    expect(await entries()).toBe(before);
  });

  it('hides another account’s site from every call', async () => {
    expect((await call('customer', 'GET', accessUrl('customer', site.other))).statusCode).toBe(404);
    expect((await call('customer', 'POST', accessUrl('customer', site.other), { sshKeyId: key.acme })).statusCode).toBe(404);
    const [entry] = await db().select().from(sshAccess).limit(1);
    expect((await call('other', 'DELETE', `${accessUrl('other', site.acme)}/${entry.id}`)).statusCode).toBe(404);
    expect((await call('customer', 'DELETE', `${accessUrl('customer', site.acme2)}/${entry.id}`)).statusCode).toBe(404);
  });
});

describe('support access (staff)', () => {
  let supportEntry = '';

  it('grants temporary Support access with a provider key and an expiry option', async () => {
    // The server runs in this process: with its clock held still, "3 hours from now" is exact.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const response = await call('staff', 'POST', accessUrl('staff', site.acme), { sshKeyId: key.support, expires: '3h' }).finally(() =>
      vi.useRealTimers(),
    );
    expect(response.statusCode).toBe(201);
    const { attributes } = response.json().data;
    expect(attributes).toMatchObject({ type: 'staff', typeLabel: 'Support', customer: 'Stian Staff Larsen', status: 'active' });
    expect(attributes.expires_at).toBe(new Date(now + 3 * 3600_000).toISOString());
    supportEntry = response.json().data.id;
  });

  it('grants a customer’s key on their behalf, with or without an expiry', async () => {
    const response = await call('staff', 'POST', accessUrl('staff', site.acme2), { type: 'customer', sshKeyId: key.acme, expires: 'never' });
    expect(response.json().data.attributes).toMatchObject({ type: 'customer', typeLabel: 'User Key', customer: 'Acme Web AS', expires_at: null });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ sshKeyId: 'support' }, 'expires', 'Please choose how long the access lasts.'],
    [{ sshKeyId: 'support', expires: 'forever' }, 'expires', 'Please choose how long the access lasts.'],
    [{ sshKeyId: 'acme', expires: '1d' }, 'sshKeyId', 'Please choose one of your SSH keys.'],
    [{ type: 'customer', sshKeyId: 'other' }, 'sshKeyId', 'Please choose one of your SSH keys.'],
    [{ sshKeyId: 'support', expires: '1w' }, 'sshKeyId', 'This key already has access to this site.'],
    [{ type: 'root', sshKeyId: 'support', expires: '1d' }, 'type', 'Please choose one of the options.'],
  ])('refuses %j and writes nothing', async (attributes, field, detail) => {
    const before = await entries();
    const response = await call('staff', 'POST', accessUrl('staff', site.acme), {
      ...attributes,
      sshKeyId: key[attributes.sshKeyId as keyof typeof key],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: `/data/attributes/${field}` } });
    expect(await entries()).toBe(before);
  });

  it('is shown to the customer, who may not remove it; access past its end reads expired', async () => {
    const list = (await call('customer', 'GET', `${accessUrl('customer', site.acme)}?filter[type]=staff`)).json();
    expect(list.data.map((e: { id: string }) => e.id)).toEqual([supportEntry]);
    expect((await call('customer', 'DELETE', `${accessUrl('customer', site.acme)}/${supportEntry}`)).statusCode).toBe(403);
    await db()
      .update(sshAccess)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sshAccess.id, Number(supportEntry)));
    const expired = (await call('customer', 'GET', `${accessUrl('customer', site.acme)}?filter[type]=staff`)).json();
    expect(expired.data[0].attributes.status).toBe('expired');
    // Expired access no longer blocks a new grant of the same key.
    expect((await call('staff', 'POST', accessUrl('staff', site.acme), { sshKeyId: key.support, expires: '1d' })).statusCode).toBe(201);
  });

  it('lists every temporary access for staff on admin/ssh-access, by status and search', async () => {
    expect((await call('customer', 'GET', '/v1/admin/ssh-access')).statusCode).toBe(403);
    expect((await call('customer', 'GET', '/v1/ssh-access')).statusCode).toBe(404);
    const all = (await call('staff', 'GET', '/v1/admin/ssh-access')).json();
    expect(all.meta.total).toBe(2);
    expect(all.data.every((e: { attributes: { type: string } }) => e.attributes.type === 'staff')).toBe(true);
    expect(all.data[0].attributes.site).toMatchObject({ boltId: '1', title: expect.any(String), name: expect.any(String) });
    const expired = (await call('staff', 'GET', '/v1/admin/ssh-access?filter[status]=expired')).json();
    expect(expired.data.map((e: { id: string }) => e.id)).toEqual([supportEntry]);
    expect((await call('staff', 'GET', '/v1/admin/ssh-access?filter[status]=active')).json().meta.total).toBe(1);
    const [acme] = await db().select().from(environments).where(eq(environments.id, site.acme));
    expect((await call('staff', 'GET', `/v1/admin/ssh-access?q=${encodeURIComponent(acme.title)}`)).json().meta.total).toBe(2);
    expect((await call('staff', 'GET', '/v1/admin/ssh-access?q=nothing-like-this')).json().meta.total).toBe(0);
    const bad = await call('staff', 'GET', '/v1/admin/ssh-access?filter[status]=soon');
    expect(bad.json().errors[0]).toMatchObject({ detail: 'filter[status] must be active or expired', source: { parameter: 'filter[status]' } });
  });

  it('lets staff remove support access and customers remove user keys', async () => {
    expect((await call('staff', 'DELETE', `${accessUrl('staff', site.acme)}/${supportEntry}`)).statusCode).toBe(204);
    const [userKey] = await db().select().from(sshAccess).where(eq(sshAccess.environmentId, site.acme2));
    expect((await call('customer', 'DELETE', `${accessUrl('customer', site.acme2)}/${userKey.id}`)).statusCode).toBe(204);
    expect((await call('customer', 'DELETE', `${accessUrl('customer', site.acme2)}/${userKey.id}`)).statusCode).toBe(404);
  });
});
