import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff' | 'admin';
type Method = 'GET' | 'PATCH' | 'DELETE';

let server: TestServer;
const tokens = {} as Record<Who, string>;
/** A Bolt of Acme Web AS (customer@) and one of Other Media Ltd (other@). */
const bolt = { acme: '', other: '' };
const originalName = { acme: '', other: '' };

beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 100, windowMs: 60_000 } });
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) {
    tokens[who] = await login(server.app, `${who}@demo.test`);
  }
  const [acme] = (await call('customer', 'GET', '/v1/bolts')).json().data;
  const [other] = (await call('other', 'GET', '/v1/bolts')).json().data;
  Object.assign(bolt, { acme: acme.id, other: other.id });
  Object.assign(originalName, { acme: acme.attributes.name, other: other.attributes.name });
});
afterAll(() => server.close());

function call(who: Who, method: Method | 'POST', url: string, payload?: object) {
  return server.app.inject({ method, url, headers: bearer(tokens[who]), payload });
}
const rename = (name: string) => ({ data: { type: 'bolts', attributes: { name } } });
const staffList = async (path: string, query: string) => (await call('staff', 'GET', `/v1/admin/${path}?per_page=100&${query}`)).json();

describe('authorization matrix', () => {
  // Plain paths act as a customer of the caller's own account, so staff find no Acme Bolt there.
  it.each<[Who, Method, string, 'acme' | 'other' | '-', number]>([
    ['customer', 'GET', '/v1/bolts/:id', 'acme', 200],
    ['customer', 'PATCH', '/v1/bolts/:id', 'acme', 200],
    ['customer', 'GET', '/v1/bolts/:id', 'other', 404],
    ['customer', 'PATCH', '/v1/bolts/:id', 'other', 404],
    ['customer', 'DELETE', '/v1/bolts/:id?cancelImmediately=1', 'other', 404],
    ['customer', 'DELETE', '/v1/bolts/999999?cancelImmediately=1', '-', 404],
    ['other', 'GET', '/v1/bolts/:id', 'other', 200],
    ['other', 'GET', '/v1/bolts/:id', 'acme', 404],
    ['other', 'PATCH', '/v1/bolts/:id', 'acme', 404],
    ['other', 'DELETE', '/v1/bolts/:id?cancelImmediately=0', 'acme', 404],
    ['staff', 'GET', '/v1/bolts/:id', 'acme', 404],
    ['staff', 'PATCH', '/v1/bolts/:id', 'acme', 404],
    ['staff', 'DELETE', '/v1/bolts/:id?cancelImmediately=1', 'acme', 404],
    ['staff', 'GET', '/v1/admin/bolts/:id', 'acme', 200],
    ['staff', 'GET', '/v1/admin/bolts/:id', 'other', 200],
    ['staff', 'PATCH', '/v1/admin/bolts/:id', 'other', 200],
    ['admin', 'GET', '/v1/admin/bolts/:id', 'acme', 200],
    ['admin', 'PATCH', '/v1/admin/bolts/:id', 'acme', 200],
    ['customer', 'GET', '/v1/admin/bolts/:id', 'acme', 403],
    ['customer', 'PATCH', '/v1/admin/bolts/:id', 'other', 403],
    ['customer', 'DELETE', '/v1/admin/bolts/:id?cancelImmediately=1', 'other', 403],
    ['customer', 'GET', '/v1/admin/bolts', '-', 403],
    ['customer', 'GET', '/v1/admin/ip-blocks', '-', 403],
    ['customer', 'GET', '/v1/admin/count', '-', 403],
    ['customer', 'GET', '/v1/ip-blocks', '-', 404],
    ['customer', 'GET', '/v1/servers', '-', 404],
    ['customer', 'GET', '/v1/lockdown', '-', 404],
  ])('%s %s %s (Bolt of %s) -> %i', async (who, method, path, target, status) => {
    const id = target === '-' ? '' : bolt[target];
    const name = target === '-' ? '' : originalName[target];
    const payload = method === 'PATCH' ? rename(status === 200 ? name : `Renamed by ${who}`) : undefined;
    const response = await call(who, method, path.replace(':id', id), payload);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().data.id).toBe(id);
    if (status === 403) expect(response.json().errors[0].code).toBe('forbidden');
    if (status === 404) {
      const title = /:id|\/\d+/.test(path) ? 'Resource not found' : 'Invalid URI';
      expect(response.json().errors[0].title).toBe(title);
    }
  });

  it('left both Bolts as they were after the refused writes', async () => {
    for (const target of ['acme', 'other'] as const) {
      const response = await call('admin', 'GET', `/v1/admin/bolts/${bolt[target]}`);
      expect(response.json().data.attributes).toMatchObject({ name: originalName[target], deletionScheduledAt: null });
    }
  });
});

describe('customer lists are scoped to the account', () => {
  it.each<[Who, number, string]>([
    ['customer', 4, 'Acme Web AS'],
    ['other', 2, 'Other Media Ltd'],
  ])('%s sees only its %i Bolts', async (who, count, customer) => {
    const body = (await call(who, 'GET', '/v1/bolts?per_page=100')).json();
    expect(body.meta.total).toBe(count);
    expect(body.data).toHaveLength(count);
    expect(new Set(body.data.map((b: { attributes: { customer: string } }) => b.attributes.customer))).toEqual(new Set([customer]));
  });

  it('cannot reach another account through filters or search', async () => {
    const otherAccount = (await call('admin', 'GET', `/v1/admin/bolts/${bolt.other}`)).json().data.attributes.customerId;
    expect((await call('customer', 'GET', `/v1/bolts?filter[customerId]=${otherAccount}`)).json().meta.total).toBe(0);
    expect((await call('customer', 'GET', '/v1/bolts?q=Other%20Media')).json().meta.total).toBe(0);
    expect((await call('customer', 'GET', '/v1/bolts?filter[plan]=scale')).json().data.map((b: { id: string }) => b.id)).not.toContain(bolt.other);
  });

  it('staff and admins see every account', async () => {
    const staffTotal = (await call('staff', 'GET', '/v1/admin/bolts')).json().meta.total;
    expect(staffTotal).toBeGreaterThanOrEqual(40);
    expect((await call('admin', 'GET', '/v1/admin/bolts')).json().meta.total).toBe(staffTotal);
  });
});

describe('staff tools', () => {
  it.each(['ip-blocks', 'user-agent', 'lockdown', 'servers', 'databases', 'cronjobs'])('staff can list admin/%s', async (path) => {
    const response = await call('staff', 'GET', `/v1/admin/${path}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.total).toBeGreaterThan(0);
  });

  it('staff cannot delete a server, an admin can delete an empty one', async () => {
    const empty = (await staffList('servers', 'filter[empty]=true')).data;
    const web07 = empty.find((s: { attributes: { name: string } }) => s.attributes.name === 'web07');
    expect(web07).toBeDefined();
    const url = `/v1/admin/servers/${web07.id}`;
    const refused = await call('staff', 'DELETE', url);
    expect(refused.statusCode).toBe(403);
    expect((await call('staff', 'GET', url)).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('admin', 'GET', url)).statusCode).toBe(404);
  });

  it('an admin cannot delete a server that still hosts Bolts', async () => {
    const serverId = (await call('admin', 'GET', `/v1/admin/bolts/${bolt.acme}`)).json().data.attributes.serverId;
    const url = `/v1/admin/servers/${serverId}`;
    const response = await call('admin', 'DELETE', url);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toBe('This server still hosts Bolts; move them before deleting it.');
    expect((await call('admin', 'GET', url)).statusCode).toBe(200);
  });
});
