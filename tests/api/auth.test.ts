import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens.js';
import { lockdowns, tokens } from '../../server/db/schema.js';
import { bearer, login, PASSWORD, startTestServer, type TestServer } from './helpers';

const INVALID_LOGIN = 'Invalid email or password. Please try again or reset your password.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => server.close());

const postLogin = (payload: unknown, app = server.app) => app.inject({ method: 'POST', url: '/v1/auth/login', payload: payload as object });
const get = (url: string, token?: string) => server.app.inject({ url, headers: token ? bearer(token) : {} });
const logout = (token: string) => server.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(token) });

describe('POST /v1/auth/login', () => {
  it.each([
    ['admin@demo.test', true, true, 'Hosting Provider AS', 'Ada Admin'],
    ['staff@demo.test', false, true, 'Hosting Provider AS', 'Stian Staff Larsen'],
    ['customer@demo.test', false, false, 'Acme Web AS', 'Kari Nordmann'],
  ])('signs in %s with the role flags and user fields', async (email, isAdmin, isStaff, accountName, fullName) => {
    const response = await postLogin({ username: email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(data.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(data).toMatchObject({
      access_token: data.token,
      expires_in: server.app.config.tokenTtlSeconds,
      is_servebolt_admin: isAdmin,
      is_servebolt_staff: isStaff,
      account_email: email,
      account_name: accountName,
      account_full_name: fullName,
      unpaid_invoices: 0,
    });
    expect(data.expires_in).toBeGreaterThan(0);
    expect(typeof data.account_id).toBe('number');
  });

  it('gives a different token on every sign-in, and ignores the e-mail case', async () => {
    const first = await login(server.app, 'customer@demo.test');
    const second = await login(server.app, 'CUSTOMER@Demo.Test');
    expect(second).not.toBe(first);
  });

  it.each([
    ['a wrong password', { username: 'customer@demo.test', password: 'not-the-password' }],
    ['an unknown e-mail', { username: 'nobody@demo.test', password: PASSWORD }],
  ])('answers %s with 401 and the same message', async (_label, payload) => {
    const response = await postLogin(payload);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].detail).toBe(INVALID_LOGIN);
    expect(response.json().data).toBeUndefined();
  });

  it.each([
    ['username', { password: PASSWORD }],
    ['username', { username: '   ', password: PASSWORD }],
    ['password', { username: 'customer@demo.test' }],
  ])('answers a missing %s with 422 pointing at it', async (field, payload) => {
    const response = await postLogin(payload);
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error.source.pointer).toBe(`/${field}`);
    expect(error.detail).toBe('The field cannot be empty.');
  });

  it('refuses a locked account with 403 code 403001', async () => {
    const response = await postLogin({ username: 'locked@demo.test', password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('403001');
    expect(response.json().data).toBeUndefined();
  });

  it('signs in an account with unpaid invoices, whose User-info counts them (it may only pay them)', async () => {
    const response = await postLogin({ username: 'unpaid@demo.test', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ token: expect.any(String), unpaid_invoices: 2 });
  });
});

describe('GET /v1/auth/user-info', () => {
  it('returns the user fields for ?access_token=', async () => {
    const token = await login(server.app, 'staff@demo.test');
    const response = await get(`/v1/auth/user-info?access_token=${token}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      access_token: token,
      account_email: 'staff@demo.test',
      is_servebolt_staff: true,
      is_servebolt_admin: false,
      account_name: 'Hosting Provider AS',
      signup_state: 'signup_complete',
    });
    expect(data.expires_in).toBeGreaterThan(0);
    expect(data.expires_in).toBeLessThanOrEqual(server.app.config.tokenTtlSeconds);
  });

  it('accepts the bearer header too, and refuses an unknown token', async () => {
    const token = await login(server.app, 'customer@demo.test');
    expect((await get('/v1/auth/user-info', token)).json().data.account_email).toBe('customer@demo.test');
    expect((await get('/v1/auth/user-info?access_token=not-a-token')).statusCode).toBe(401);
    expect((await get('/v1/auth/user-info')).statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it.each([
    ['no header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic Y3VzdG9tZXI6eA==' }],
    ['an unknown token', bearer('x'.repeat(43))],
  ])('refuses %s with 401 on /v1/bolts', async (_label, headers) => {
    const response = await server.app.inject({ url: '/v1/bolts', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].status).toBe('401');
  });

  it('revokes the token on logout', async () => {
    const token = await login(server.app, 'customer@demo.test');
    expect((await get('/v1/bolts', token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(204);
    expect((await get('/v1/bolts', token)).statusCode).toBe(401);
    expect((await get(`/v1/auth/user-info?access_token=${token}`)).statusCode).toBe(401);
    expect((await logout(token)).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const token = await login(server.app, 'admin@demo.test');
    const rows = await server.database.db.select({ hash: tokens.tokenHash }).from(tokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.hash === token || row.hash.includes(token))).toBe(false);
    expect(rows.filter((row) => row.hash === hashToken(token))).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const token = await login(server.app, 'customer@demo.test');
    expect((await get('/v1/bolts', token)).statusCode).toBe(200);
    await server.database.db
      .update(tokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(tokens.tokenHash, hashToken(token)));
    expect((await get('/v1/bolts', token)).statusCode).toBe(401);
    expect((await get(`/v1/auth/user-info?access_token=${token}`)).statusCode).toBe(401);
  });

  it('blocks a live session once its account is locked, but still lets it log out', async () => {
    const token = await login(server.app, 'other@demo.test');
    const accountId = (await get('/v1/auth/user-info', token)).json().data.account_id as number;
    const [lock] = await server.database.db.insert(lockdowns).values({ accountId, type: 'soft', reason: 'test' }).returning();
    try {
      const response = await get('/v1/bolts', token);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].code).toBe('403001');
      expect((await get(`/v1/auth/user-info?access_token=${token}`)).json().errors[0].code).toBe('403001');
      expect((await logout(token)).statusCode).toBe(204);
    } finally {
      await server.database.db.delete(lockdowns).where(eq(lockdowns.id, lock.id));
    }
  });
});

describe('login rate limit', () => {
  it('answers the attempt past the limit with 429 and Retry-After', async () => {
    const limited = await startTestServer({ loginRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const attempt = () => postLogin({ username: 'customer@demo.test', password: 'wrong-password' }, limited.app);
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.json().errors[0].status).toBe('429');
      const right = await postLogin({ username: 'customer@demo.test', password: PASSWORD }, limited.app);
      expect(right.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
