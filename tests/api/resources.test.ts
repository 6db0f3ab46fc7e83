import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, PASSWORD, startTestServer, type TestServer } from './helpers';

type Who = 'staff' | 'admin' | 'customer';
type Attributes = Record<string, unknown>;
interface Row {
  id: string;
  attributes: Attributes;
}

let server: TestServer;
const tokens = {} as Record<Who, string>;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 100, windowMs: 60_000 } });
  for (const who of ['staff', 'admin', 'customer'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, who: Who = 'staff') =>
  server.app.inject({ method, url, headers: bearer(tokens[who]), payload });
const body = (type: string, attributes: Attributes) => ({ data: { type, attributes } });
const create = (path: string, attributes: Attributes) => call('POST', `/v1/admin/${path}`, body(path, attributes));
const patch = (path: string, id: string, attributes: Attributes) => call('PATCH', `/v1/admin/${path}/${id}`, body(path, attributes));
const total = async (path: string) => (await call('GET', `/v1/admin/${path}`)).json().meta.total as number;
const rows = async (path: string, query: string) => (await call('GET', `/v1/admin/${path}?per_page=100&${query}`)).json().data as Row[];
const tryLogin = (email: string) => server.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username: email, password: PASSWORD } });
const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

/** Expects a 422 whose first error has this pointer and text, and that nothing was written. */
async function expectRefused(path: string, attributes: Attributes, pointer: string, detail: string) {
  const before = await total(path);
  const response = await create(path, attributes);
  expect(response.statusCode).toBe(422);
  expect(response.json().errors[0]).toMatchObject({ status: '422', detail, source: { pointer } });
  expect(await total(path)).toBe(before);
}

describe('IP blocks', () => {
  it('staff create, show, edit and delete a block', async () => {
    const created = await create('ip-blocks', { address: '203.0.113.99', reason: 'Brute force', expiresAt: null });
    expect(created.statusCode).toBe(201);
    const { id, attributes } = created.json().data;
    expect(attributes).toMatchObject({ address: '203.0.113.99', reason: 'Brute force', active: true, createdBy: 'Stian Staff Larsen' });
    const url = `/v1/admin/ip-blocks/${id}`;
    expect((await call('GET', url)).json().data.attributes.address).toBe('203.0.113.99');
    const edited = await patch('ip-blocks', id, { reason: 'Brute force, ticket 12' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({ reason: 'Brute force, ticket 12', address: '203.0.113.99' });
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await call('GET', url)).statusCode).toBe(404);
  });

  it('refuses an invalid address and writes nothing', () =>
    expectRefused('ip-blocks', { address: '999.1.1.1', reason: 'x' }, '/data/attributes/address', 'Please enter a valid IP address or CIDR range.'));

  it.each(['10.0.0.0/8', '2001:db8::1', '2001:db8:1::/64'])('accepts %s', async (address) => {
    const response = await create('ip-blocks', { address, reason: 'Range test' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes.address).toBe(address);
  });

  it('refuses an address that is already blocked, on create and on edit', async () => {
    const detail = 'This IP address or range is already blocked.';
    await expectRefused('ip-blocks', { address: '203.0.113.7', reason: 'again' }, '/data/attributes/address', detail);
    const [other] = await rows('ip-blocks', 'q=100.64.12.9');
    const response = await patch('ip-blocks', other.id, { address: '203.0.113.7' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toBe(detail);
    expect((await call('GET', `/v1/admin/ip-blocks/${other.id}`)).json().data.attributes.address).toBe('100.64.12.9');
  });

  it('refuses an expiry in the past', () =>
    expectRefused(
      'ip-blocks',
      { address: '203.0.113.98', reason: 'x', expiresAt: days(-1) },
      '/data/attributes/expiresAt',
      'The expiry date must be in the future.',
    ));
});

describe('user-agent blocks', () => {
  it('accepts a regular expression', async () => {
    const response = await create('user-agent', { pattern: '^curl/\\d+', matchType: 'regex', reason: 'Scripts' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ matchType: 'regex', createdBy: 'Stian Staff Larsen' });
  });

  it('refuses a regular expression that does not compile', () =>
    expectRefused(
      'user-agent',
      { pattern: '([', matchType: 'regex', reason: 'x' },
      '/data/attributes/pattern',
      'Please enter a valid regular expression.',
    ));

  it('takes the same text literally when matching by "contains"', async () => {
    expect((await create('user-agent', { pattern: '([', matchType: 'contains', reason: 'Odd agent' })).statusCode).toBe(201);
  });
});

describe('lockdowns', () => {
  const OTHER = 'other@demo.test';

  it('locks an account soft, switches it to hard, and unlocking lets its user in again', async () => {
    const [bolt] = await rows('bolts', 'q=Other%20Media');
    const accountId = bolt.attributes.customerId;
    expect((await tryLogin(OTHER)).statusCode).toBe(200);
    const created = await create('lockdown', { accountId, type: 'soft', reason: 'Phishing pages' });
    expect(created.statusCode).toBe(201);
    const { id, attributes } = created.json().data;
    expect(attributes).toMatchObject({ accountId, type: 'soft', customer: 'Other Media Ltd', createdBy: 'Stian Staff Larsen' });
    expect((await tryLogin(OTHER)).json().errors[0].code).toBe('403001');

    const switched = await patch('lockdown', id, { type: 'hard' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.attributes).toMatchObject({ type: 'hard', accountId, reason: 'Phishing pages' });
    const refused = await tryLogin(OTHER);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('403001');

    expect((await call('DELETE', `/v1/admin/lockdown/${id}`)).statusCode).toBe(204);
    expect((await tryLogin(OTHER)).statusCode).toBe(200);
  });

  it('asks for a customer when none is given', () =>
    expectRefused('lockdown', { type: 'soft', reason: 'x' }, '/data/attributes/accountId', 'Please select customer'));

  it('refuses a second lock on the same account', async () => {
    const [existing] = await rows('lockdown', '');
    const accountId = existing.attributes.accountId;
    await expectRefused('lockdown', { accountId, type: 'hard', reason: 'again' }, '/data/attributes/accountId', 'This customer is already locked.');
  });
});

describe('servers', () => {
  const server1 = {
    name: 'web99',
    hostname: 'web99.osl-no.hosting.test',
    ip: '10.0.99.10',
    type: 'shared',
    location: 'osl-no',
    cpuCores: 8,
    memoryGb: 32,
    diskGb: 960,
  };

  it('refuses an invalid hostname', () =>
    expectRefused('servers', { ...server1, hostname: 'not a host' }, '/data/attributes/hostname', 'Please enter a valid domain name.'));

  it('creates a server, and refuses a second one with its name', async () => {
    const response = await create('servers', server1);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ ...server1, status: 'active', hidden: false });
    await expectRefused(
      'servers',
      { ...server1, hostname: 'other.hosting.test' },
      '/data/attributes/name',
      'A server with this name already exists.',
    );
  });

  it.each([
    ['type', 'shared', (a: Attributes) => a.type === 'shared'],
    ['type', 'dedicated', (a: Attributes) => a.type === 'dedicated'],
    ['hidden', 'true', (a: Attributes) => a.hidden === true],
  ])('filters the tabs by %s=%s', async (field, value, holds) => {
    const found = await rows('servers', `filter[${field}]=${value}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(await total('servers'));
    expect(found.every((row) => holds(row.attributes))).toBe(true);
  });

  it('lists the hidden legacy server only under hidden, and web07 under empty', async () => {
    expect((await rows('servers', 'filter[hidden]=true')).map((s) => s.attributes.name)).toEqual(['legacy01']);
    const empty = await rows('servers', 'filter[empty]=true');
    expect(empty.map((s) => s.attributes.name)).toContain('web07');
    expect(empty.map((s) => s.attributes.name)).not.toContain('web01');
    for (const row of empty) expect((await rows('bolts', `filter[serverId]=${row.id}`)).length).toBe(0);
  });

  it('lists the databases and cron jobs of one server', async () => {
    const [web01] = await rows('servers', 'q=web01');
    const dbs = await rows('databases', `filter[serverId]=${web01.id}`);
    expect(dbs.length).toBeGreaterThan(0);
    expect(dbs.every((db) => db.attributes.serverId === Number(web01.id))).toBe(true);
    const crons = await rows('cronjobs', `filter[serverId]=${web01.id}`);
    expect(crons.length).toBeGreaterThan(0);
    expect(crons.length).toBeLessThan(await total('cronjobs'));
    for (const cron of crons) {
      const bolt = (await call('GET', `/v1/admin/bolts/${cron.attributes.boltId}`)).json().data;
      expect(bolt.attributes.serverId).toBe(Number(web01.id));
    }
  });
});

describe('certificate count and Bolt rename', () => {
  it('counts expiring certificates for staff and refuses a customer', async () => {
    const response = await call('GET', '/v1/admin/count');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.expiringCertificates).toBeGreaterThan(0);
    expect((await call('GET', '/v1/admin/count', undefined, 'customer')).statusCode).toBe(403);
  });

  it.each([
    ['', 'The field cannot be empty.'],
    ['   ', 'The field cannot be empty.'],
    ['x'.repeat(51), 'Field cannot be longer than 50 characters.'],
  ])('refuses the Bolt name %j and keeps the old one', async (name, detail) => {
    const [own] = (await call('GET', '/v1/bolts', undefined, 'customer')).json().data as Row[];
    const response = await call('PATCH', `/v1/bolts/${own.id}`, body('bolts', { name }), 'customer');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: '/data/attributes/name' } });
    const after = (await call('GET', `/v1/bolts/${own.id}`, undefined, 'customer')).json().data;
    expect(after.attributes.name).toBe(own.attributes.name);
  });

  it('renames an own Bolt, trimming the name', async () => {
    const [own] = (await call('GET', '/v1/bolts', undefined, 'customer')).json().data as Row[];
    const response = await call('PATCH', `/v1/bolts/${own.id}`, body('bolts', { name: '  Acme renamed  ' }), 'customer');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.name).toBe('Acme renamed');
  });
});
