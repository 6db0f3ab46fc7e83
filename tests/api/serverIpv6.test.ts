import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'staff@demo.test');
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, attributes?: object) =>
  server.app.inject({ method, url, headers: bearer(token), payload: attributes && { data: { type: 'servers', attributes } } });
const total = async () => (await call('GET', '/v1/admin/servers')).json().meta.total as number;
const SERVER = {
  hostname: 'v6.osl-no.hosting.test',
  ip: '10.0.66.10',
  type: 'shared',
  location: 'osl-no',
  cpuCores: 8,
  memoryGb: 32,
  diskGb: 960,
};

describe('servers’ IPv6 address', () => {
  it('shows each server’s IPv6 address, null where it has none', async () => {
    const listed = (await call('GET', '/v1/admin/servers?per_page=100')).json().data as { attributes: { name: string; ipv6: string | null } }[];
    const byName = Object.fromEntries(listed.map((row) => [row.attributes.name, row.attributes.ipv6]));
    expect(byName.web01).toBe('2001:db8:0:1::10');
    expect(byName.legacy01).toBeNull();
  });

  it('keeps a valid IPv6 address, and none when left out or empty', async () => {
    const created = await call('POST', '/v1/admin/servers', { ...SERVER, name: 'v6-one', ipv6: '2001:db8:66::10' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.attributes.ipv6).toBe('2001:db8:66::10');
    const without = await call('POST', '/v1/admin/servers', { ...SERVER, name: 'v6-none' });
    expect(without.json().data.attributes.ipv6).toBeNull();
    const empty = await call('POST', '/v1/admin/servers', { ...SERVER, name: 'v6-empty', ipv6: '' });
    expect(empty.json().data.attributes.ipv6).toBeNull();
    const id = created.json().data.id as string;
    const cleared = await call('PATCH', `/v1/admin/servers/${id}`, { ipv6: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.attributes.ipv6).toBeNull();
    const set = await call('PATCH', `/v1/admin/servers/${id}`, { ipv6: ' 2001:db8:66::11 ' });
    expect(set.json().data.attributes.ipv6).toBe('2001:db8:66::11');
  });

  it.each(['10.0.66.11', '2001:db8::g', 'not an address', '2001:db8:66::/64'])('refuses %s and writes nothing', async (ipv6) => {
    const before = await total();
    const response = await call('POST', '/v1/admin/servers', { ...SERVER, name: `v6-bad-${before}`, ipv6 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: 'Please enter a valid IPv6 address.', source: { pointer: '/data/attributes/ipv6' } });
    expect(await total()).toBe(before);
  });
});
