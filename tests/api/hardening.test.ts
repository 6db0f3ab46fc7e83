import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let customer: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 3, windowMs: 60_000 } });
  customer = await login(server.app, 'customer@demo.test');
  staff = await login(server.app, 'staff@demo.test');
});
afterAll(() => server.close());

const get = (token: string, url: string) => server.app.inject({ url, headers: bearer(token) });

describe('hardening', () => {
  it('refuses admin paths to a customer however the path is encoded', async () => {
    for (const url of ['/v1/%61dmin/bolts', '/v1/admin/%62olts', '/v1/%61dmin/count', '/%761/admin/bolts']) {
      const res = await get(customer, url);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('Other Media');
    }
  });

  it('stores an expiry date given as an ISO date-time', async () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/admin/ip-blocks',
      headers: bearer(staff),
      payload: { data: { type: 'ip-blocks', attributes: { address: '192.0.2.99', reason: 'Test', expiresAt } } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ expiresAt, active: true });
  });

  it('counts each server’s own Bolts', async () => {
    const servers = (await get(staff, '/v1/admin/servers?per_page=100&filter[hidden]=false')).json().data;
    for (const srv of servers) {
      const bolts = (await get(staff, `/v1/admin/bolts?filter[serverId]=${srv.id}`)).json().meta.total;
      expect(srv.attributes.boltsCount, srv.attributes.name).toBe(bolts);
    }
  });

  it('answers a non-numeric id filter with 422 on the parameter', async () => {
    const res = await get(staff, '/v1/admin/bolts?filter[customerId]=abc');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ parameter: 'filter[customerId]' });
  });

  it('answers a lockdown of an unknown account with the customer message', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/admin/lockdown',
      headers: bearer(staff),
      payload: { data: { type: 'lockdown', attributes: { accountId: 99999, type: 'soft', reason: 'Test' } } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ detail: 'Please select customer', source: { pointer: '/data/attributes/accountId' } });
  });

  it('does not let X-Forwarded-For dodge the login limit', async () => {
    const attempts = [];
    for (let i = 0; i < 5; i++) {
      attempts.push(
        await server.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          payload: { username: 'customer@demo.test', password: 'wrong' },
        }),
      );
    }
    expect(attempts.map((r) => r.statusCode).slice(-1)).toEqual([429]);
  });
});
