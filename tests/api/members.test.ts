import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const typeOf = (method: string, url: string) => (url.includes('/transfer') ? 'transfers' : method === 'PATCH' ? 'bolts' : 'bolt-users');
const tokens: Record<string, string> = {};
const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, attributes?: Record<string, unknown>) =>
  server.app.inject({
    method,
    url,
    headers: bearer(tokens[who]),
    payload: attributes ? { data: { type: typeOf(method, url), attributes } } : undefined,
  });

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff']) tokens[who] = await login(server.app, `${who}@demo.test`);
});
afterAll(() => server.close());

describe('users and access of a Bolt', () => {
  it('lists the account’s users as owners', async () => {
    const res = await call('customer', 'GET', '/v1/bolts/1/users');
    expect(res.json().data.map((p: { attributes: { email: string; role: string } }) => [p.attributes.email, p.attributes.role])).toEqual([
      ['customer@demo.test', 'owner'],
    ]);
    expect(res.json().meta.role).toBe('owner');
    expect((await call('other', 'GET', '/v1/bolts/1/users')).statusCode).toBe(404);
  });

  it('pages the people of a Bolt, with the caller’s role on every page', async () => {
    for (const email of ['page-a@example.com', 'page-b@example.com']) {
      expect((await call('customer', 'POST', '/v1/bolts/2/invite', { email, role: 'developer' })).statusCode).toBe(201);
    }
    const second = (await call('customer', 'GET', '/v1/bolts/2/users?per_page=2&page=2')).json();
    expect(second.data.map((p: { attributes: { email: string } }) => p.attributes.email)).toEqual(['page-b@example.com']);
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, from: 3, to: 3, total: 3, role: 'owner' });
    expect((await call('customer', 'GET', '/v1/bolts/2/users?per_page=101')).statusCode).toBe(422);
  });

  it('validates an invitation and writes nothing when it is bad', async () => {
    const bad = await call('customer', 'POST', '/v1/bolts/1/invite', { email: 'not-an-email', role: 'boss' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { source: { pointer: string } }) => e.source.pointer)
        .sort(),
    ).toEqual(['/data/attributes/email', '/data/attributes/role']);
    const owner = await call('customer', 'POST', '/v1/bolts/1/invite', { email: 'customer@demo.test', role: 'developer' });
    expect(owner.json().errors[0].detail).toBe('This person already has access to this Bolt.');
    expect((await call('customer', 'GET', '/v1/bolts/1/users')).json().data).toHaveLength(1);
  });

  it('gives a known user access with a role the API enforces', async () => {
    const invited = await call('customer', 'POST', '/v1/bolts/1/invite', { email: 'other@demo.test', role: 'developer' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data.attributes).toMatchObject({ status: 'active', role: 'developer', name: 'Ola Hansen' });
    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.to, 'other@demo.test'));
    expect(mail.subject).toContain('Acme main shop');

    expect((await call('other', 'GET', '/v1/bolts')).json().meta.total).toBe(3);
    expect((await call('other', 'GET', '/v1/bolts/1')).statusCode).toBe(200);
    expect((await call('other', 'PATCH', '/v1/bolts/1', { name: 'Taken over' })).statusCode).toBe(403);
    expect((await call('other', 'POST', '/v1/bolts/1/invite', { email: 'x@demo.test', role: 'developer' })).statusCode).toBe(403);
    expect((await call('other', 'POST', '/v1/bolts/1/transfer/request', { email: 'staff@demo.test' })).statusCode).toBe(403);

    const id = invited.json().data.id;
    const promoted = await call('customer', 'PUT', `/v1/bolts/1/users/${id}`, { role: 'partner' });
    expect(promoted.json().data.attributes.role).toBe('partner');
    expect((await call('other', 'PATCH', '/v1/bolts/1', { name: 'Acme main shop' })).statusCode).toBe(200);
    expect((await call('other', 'POST', '/v1/bolts/1/transfer/request', { email: 'staff@demo.test' })).statusCode).toBe(403);

    expect((await call('customer', 'DELETE', `/v1/bolts/1/users/${id}`)).statusCode).toBe(204);
    expect((await call('other', 'GET', '/v1/bolts/1')).statusCode).toBe(404);
  });

  it('invites an unknown person to sign up, and lets staff manage access', async () => {
    const invited = await call('staff', 'POST', '/v1/admin/bolts/5/invite', { email: 'new.dev@example.com', role: 'technical_contact' });
    expect(invited.json().data.attributes).toMatchObject({ status: 'invited', name: null });
    const list = await call('other', 'GET', '/v1/bolts/5/users');
    expect(list.json().data.map((p: { attributes: { email: string } }) => p.attributes.email)).toContain('new.dev@example.com');
    expect((await call('customer', 'DELETE', `/v1/bolts/5/users/${invited.json().data.id}`)).statusCode).toBe(404);
  });
});
