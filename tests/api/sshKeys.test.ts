import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, boltMembers, environments, sshAccess, sshKeys, users } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';
import { newPublicKey } from './sshKeyFixtures';

type Who = 'customer' | 'other' | 'staff';
type Method = 'GET' | 'POST' | 'DELETE';

let server: TestServer;
const tokens = {} as Record<Who, string>;
const site = { acme: 0, other: 0 };
const account = { acme: 0, other: 0, provider: 0 };

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  const ofBolt = async (boltId: number) =>
    (await db().select().from(environments).where(eq(environments.boltId, boltId)).orderBy(environments.id))[0].id;
  Object.assign(site, { acme: await ofBolt(1), other: await ofBolt(5) });
  const accountOf = async (name: string) => (await db().select().from(accounts).where(eq(accounts.name, name)))[0].id;
  Object.assign(account, {
    acme: await accountOf('Acme Web AS'),
    other: await accountOf('Other Media Ltd'),
    provider: await accountOf('Hosting Provider AS'),
  });
});
afterAll(() => server.close());

const db = () => server.database.db;
const call = (who: Who, method: Method, url: string, attributes?: Record<string, unknown>) =>
  server.app.inject({
    method,
    url,
    headers: bearer(tokens[who]),
    payload: attributes ? { data: { type: 'ssh-keys', attributes } } : undefined,
  });
const keyCount = async () => Number((await db().select({ n: count() }).from(sshKeys))[0].n);
const grantsOf = (keyId: string) =>
  db()
    .select()
    .from(sshAccess)
    .where(eq(sshAccess.sshKeyId, Number(keyId)));

describe('POST ssh-keys', () => {
  it('parses the key and stores it in the caller’s account with its facts (spec 2 §3)', async () => {
    const key = newPublicKey('kari@laptop');
    const response = await call('customer', 'POST', '/v1/ssh-keys', { sshkey: `  ${key.line}\n`, comment: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json().meta).toEqual({ message: 'ssh key added' });
    expect(response.json().data).toMatchObject({
      type: 'ssh-keys',
      attributes: {
        title: 'kari@laptop',
        comment: 'kari@laptop',
        sshkey: key.line,
        keyType: 'ssh-ed25519',
        keyLength: 256,
        fingerprint: key.fingerprint,
        createdAt: expect.any(String),
        environment_id: null,
      },
    });
    const [stored] = await db().select().from(sshKeys).where(eq(sshKeys.fingerprint, key.fingerprint));
    expect(stored.accountId).toBe(account.acme);
    expect(await grantsOf(response.json().data.id)).toEqual([]);
  });

  it('gives the key to a site as a user key when environment_id is sent', async () => {
    const key = newPublicKey('');
    const response = await call('customer', 'POST', '/v1/ssh-keys', { sshkey: key.line, comment: 'Build server', environment_id: site.acme });
    expect(response.json().data.attributes).toMatchObject({ title: 'Build server', environment_id: String(site.acme) });
    expect(await grantsOf(response.json().data.id)).toEqual([
      expect.objectContaining({ environmentId: site.acme, type: 'customer', customer: 'Acme Web AS', fingerprint: key.fingerprint, expiresAt: null }),
    ]);
    const listed = (await call('customer', 'GET', `/v1/ssh-keys?environmentId=${site.acme}`)).json();
    expect(listed.data.map((k: { id: string }) => k.id)).toContain(response.json().data.id);
    expect(listed.data[0].attributes.environment_id).toBe(String(site.acme));
  });

  it.each([
    [{ sshkey: '' }, 'The field cannot be empty.'],
    [{ comment: 'no key' }, 'The field cannot be empty.'],
    [{ sshkey: 'hello world' }, 'Please paste an OpenSSH public key: its type, a space and the key data, e.g. "ssh-ed25519 AAAAC3Nz... you@laptop".'],
    [{ sshkey: 'ssh-dss AAAAB3NzaC1kc3M=' }, 'Key type ssh-dss is not supported. Use ssh-ed25519, ssh-rsa or ecdsa-sha2-nistp256/384/521.'],
    [{ sshkey: `ssh-rsa ${newPublicKey().data}` }, 'The key data is of type ssh-ed25519, but the key says ssh-rsa.'],
    [
      { sshkey: '-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----' },
      'This is a private key. Paste the public key (the contents of the .pub file) instead.',
    ],
    [{ sshkey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIA==' }, 'The key data is incomplete or damaged. Please copy the whole key again.'],
  ])('refuses %j with the precise reason at /data/attributes/sshkey', async (attributes, detail) => {
    const before = await keyCount();
    const response = await call('customer', 'POST', '/v1/ssh-keys', attributes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ detail, source: { pointer: '/data/attributes/sshkey' } })]);
    expect(await keyCount()).toBe(before);
  });

  it('refuses a long comment, a duplicate key and another account’s site, writing nothing', async () => {
    const key = newPublicKey();
    const long = await call('customer', 'POST', '/v1/ssh-keys', { sshkey: key.line, comment: 'c'.repeat(256) });
    expect(long.json().errors[0]).toMatchObject({
      detail: 'Field cannot be longer than 255 characters.',
      source: { pointer: '/data/attributes/comment' },
    });
    expect((await call('customer', 'POST', '/v1/ssh-keys', { sshkey: key.line })).statusCode).toBe(201);
    const before = await keyCount();
    const duplicate = await call('customer', 'POST', '/v1/ssh-keys', { sshkey: key.line });
    expect(duplicate.json().errors[0]).toMatchObject({
      detail: `This key is already in your account (${key.fingerprint}).`,
      source: { pointer: '/data/attributes/sshkey' },
    });
    const foreign = await call('customer', 'POST', '/v1/ssh-keys', { sshkey: newPublicKey().line, environment_id: site.other });
    expect(foreign.json().errors[0]).toMatchObject({
      detail: 'Please choose one of your sites.',
      source: { pointer: '/data/attributes/environment_id' },
    });
    expect(await keyCount()).toBe(before);
    // Another account may hold the same key: keys are unique per account.
    expect((await call('other', 'POST', '/v1/ssh-keys', { sshkey: key.line })).statusCode).toBe(201);
  });

  it('lets staff add a key for a customer’s site (the site’s account) or a support key of their own', async () => {
    const forSite = await call('staff', 'POST', '/v1/admin/ssh-keys', { sshkey: newPublicKey('for acme').line, environment_id: site.acme });
    const support = await call('staff', 'POST', '/v1/admin/ssh-keys', { sshkey: newPublicKey('support').line });
    const accountOf = async (id: string) =>
      (
        await db()
          .select()
          .from(sshKeys)
          .where(eq(sshKeys.id, Number(id)))
      )[0].accountId;
    expect(await accountOf(forSite.json().data.id)).toBe(account.acme);
    expect(await accountOf(support.json().data.id)).toBe(account.provider);
    const acmeKeys = (await call('customer', 'GET', '/v1/ssh-keys?per_page=100')).json().data.map((k: { id: string }) => k.id);
    expect(acmeKeys).toContain(forSite.json().data.id);
    expect(acmeKeys).not.toContain(support.json().data.id);
  });
});

describe('GET ssh-keys and ssh-keys/{id}', () => {
  it('lists the caller’s account’s keys only, paged, searchable; staff see every key', async () => {
    const mine = (await call('customer', 'GET', '/v1/ssh-keys')).json();
    const [{ n }] = await db().select({ n: count() }).from(sshKeys).where(eq(sshKeys.accountId, account.acme));
    expect(mine.meta).toMatchObject({ total: Number(n), per_page: 15, current_page: 1 });
    const theirs = (await call('other', 'GET', '/v1/ssh-keys')).json();
    expect(theirs.meta.total).toBe(1);
    expect(
      (await call('customer', 'GET', '/v1/ssh-keys?q=BUILD')).json().data.map((k: { attributes: { title: string } }) => k.attributes.title),
    ).toEqual(['Build server']);
    expect((await call('staff', 'GET', '/v1/admin/ssh-keys')).json().meta.total).toBe(await keyCount());
  });

  it('shows a key to its account and staff; another account gets 404', async () => {
    const [key] = await db().select().from(sshKeys).where(eq(sshKeys.accountId, account.acme)).limit(1);
    expect((await call('customer', 'GET', `/v1/ssh-keys/${key.id}`)).json().data.attributes.fingerprint).toBe(key.fingerprint);
    expect((await call('other', 'GET', `/v1/ssh-keys/${key.id}`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', `/v1/ssh-keys/${key.id}`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', `/v1/admin/ssh-keys/${key.id}`)).statusCode).toBe(200);
    expect((await call('customer', 'GET', '/v1/ssh-keys/abc')).statusCode).toBe(404);
    expect((await call('other', 'GET', `/v1/ssh-keys?environmentId=${site.acme}`)).statusCode).toBe(404);
  });
});

describe('DELETE ssh-keys/{id}', () => {
  it('removes the key from every site (its access cascades); another account gets 404', async () => {
    const added = await call('customer', 'POST', '/v1/ssh-keys', { sshkey: newPublicKey().line, environment_id: site.acme });
    const id = added.json().data.id;
    expect((await call('other', 'DELETE', `/v1/ssh-keys/${id}`)).statusCode).toBe(404);
    expect(await grantsOf(id)).toHaveLength(1);
    expect((await call('customer', 'DELETE', `/v1/ssh-keys/${id}`)).statusCode).toBe(204);
    expect(await grantsOf(id)).toEqual([]);
    expect((await call('customer', 'GET', `/v1/ssh-keys/${id}`)).statusCode).toBe(404);
  });

  it('shows a colleague’s key on a shared Bolt’s site but lets only its own account delete it', async () => {
    const [other] = await db().select().from(users).where(eq(users.email, 'other@demo.test'));
    await db().insert(boltMembers).values({ boltId: 1, userId: other.id, email: other.email, role: 'developer', status: 'active' });
    const added = await call('customer', 'POST', '/v1/ssh-keys', { sshkey: newPublicKey().line, environment_id: site.acme });
    const id = added.json().data.id;
    expect((await call('other', 'GET', `/v1/ssh-keys/${id}`)).statusCode).toBe(200);
    expect((await call('other', 'GET', `/v1/ssh-keys?environmentId=${site.acme}`)).json().data.map((k: { id: string }) => k.id)).toContain(id);
    expect((await call('other', 'DELETE', `/v1/ssh-keys/${id}`)).statusCode).toBe(403);
    expect((await call('staff', 'DELETE', `/v1/admin/ssh-keys/${id}`)).statusCode).toBe(204);
  });
});
