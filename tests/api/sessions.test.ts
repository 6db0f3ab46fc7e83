import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokens } from '../../server/db/schema';
import { passwordMessages } from '../../src/rules/password';
import { securityMessages } from '../../src/rules/security';
import { bearer, login, PASSWORD, startTestServer, type TestServer } from './helpers';
import { addPerson, mailsTo, postLogin } from './people';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => server.close());

const db = () => server.database.db;
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const sessionsOf = async (token: string) =>
  (await call(token, 'GET', '/v1/auth/sessions')).json().data as { id: string; attributes: Record<string, unknown> }[];
const works = async (token: string) => (await call(token, 'GET', '/v1/auth/mfa')).statusCode === 200;

describe('GET auth/sessions', () => {
  it('lists the caller’s own sessions with where and when they were opened, marking this one', async () => {
    const person = await addPerson(db(), 'lister');
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: person.email, password: PASSWORD },
      headers: { 'user-agent': BROWSER },
      remoteAddress: '198.51.100.7',
    });
    const token = signIn.json().data.token as string;
    await login(server.app, person.email);
    await login(server.app, 'customer@demo.test');
    const sessions = await sessionsOf(token);
    expect(sessions).toHaveLength(2);
    const current = sessions.find((session) => session.attributes.current)!;
    expect(current.attributes).toMatchObject({ userAgent: BROWSER, ip: '198.51.100.7', current: true });
    expect(Date.parse(current.attributes.createdAt as string)).not.toBeNaN();
    expect(Date.parse(current.attributes.lastUsedAt as string)).not.toBeNaN();
    expect(sessions.filter((session) => !session.attributes.current)).toHaveLength(1);
  });
});

describe('signing sessions out', () => {
  it('signs one of the caller’s sessions out; another person’s is a 404 like a missing one', async () => {
    const person = await addPerson(db(), 'revoker');
    const mine = await login(server.app, person.email);
    const other = await login(server.app, person.email);
    const otherId = (await sessionsOf(mine)).find((session) => !session.attributes.current)!.id;
    const stranger = await login(server.app, 'other@demo.test');
    const foreign = await call(stranger, 'DELETE', `/v1/auth/sessions/${otherId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual((await call(stranger, 'DELETE', '/v1/auth/sessions/999999')).json());
    expect(await works(other)).toBe(true);
    expect((await call(mine, 'DELETE', `/v1/auth/sessions/${otherId}`)).statusCode).toBe(204);
    expect(await works(other)).toBe(false);
    expect(await works(mine)).toBe(true);
  });

  it('signs every other session out and keeps this one', async () => {
    const person = await addPerson(db(), 'others');
    const mine = await login(server.app, person.email);
    const others = [await login(server.app, person.email), await login(server.app, person.email)];
    const bystander = await login(server.app, 'customer@demo.test');
    const response = await call(mine, 'POST', '/v1/auth/sessions/sign-out-others');
    expect(response.json()).toEqual({ meta: { message: securityMessages.otherSessionsEnded(2) } });
    for (const token of others) expect(await works(token)).toBe(false);
    expect(await works(mine)).toBe(true);
    expect(await works(bystander)).toBe(true);
    expect(await sessionsOf(mine)).toHaveLength(1);
  });
});

describe('when a session was last used', () => {
  it('is written at most once a minute, after the answer', async () => {
    const person = await addPerson(db(), 'toucher');
    const token = await login(server.app, person.email);
    const lastUsed = async () => (await db().select({ at: tokens.lastUsedAt }).from(tokens).where(eq(tokens.userId, person.id)))[0].at!.getTime();
    const atSignIn = await lastUsed();
    expect(await works(token)).toBe(true);
    expect(await lastUsed()).toBe(atSignIn);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await db().update(tokens).set({ lastUsedAt: twoMinutesAgo }).where(eq(tokens.userId, person.id));
    expect(await works(token)).toBe(true);
    await vi.waitFor(async () => expect(await lastUsed()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000), { timeout: 10_000 });
  });
});

describe('PUT auth/password', () => {
  const change = (token: string, attributes: Record<string, unknown>) =>
    call(token, 'PUT', '/v1/auth/password', { data: { type: 'passwords', attributes } });
  const NEW_PASSWORD = 'correct horse battery staple';

  it('needs the current password, and a wrong one counts as a failed sign-in', async () => {
    const person = await addPerson(db(), 'wrongcurrent');
    const token = await login(server.app, person.email);
    const { maxFailures } = server.app.config.loginThrottle;
    for (let i = 1; i < maxFailures; i++) {
      const wrong = await change(token, { currentPassword: 'not-the-password', password: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors[0]).toMatchObject({
        detail: securityMessages.currentPasswordWrong,
        source: { pointer: '/data/attributes/currentPassword' },
      });
    }
    expect((await change(token, { currentPassword: 'not-the-password', password: NEW_PASSWORD })).statusCode).toBe(429);
    expect((await postLogin(server.app, person.email)).statusCode).toBe(429);
  });

  it('holds the new password to the policy', async () => {
    const person = await addPerson(db(), 'policy');
    const token = await login(server.app, person.email);
    const short = await change(token, { currentPassword: PASSWORD, password: 'tiny' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0]).toMatchObject({ detail: passwordMessages.tooShort, source: { pointer: '/data/attributes/password' } });
    expect((await change(token, { currentPassword: PASSWORD, password: PASSWORD })).json().errors[0].detail).toBe(securityMessages.samePassword);
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const person = await addPerson(db(), 'changer');
    const mine = await login(server.app, person.email);
    const other = await login(server.app, person.email);
    const response = await change(mine, { currentPassword: PASSWORD, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ meta: { message: securityMessages.passwordChanged } });
    expect(await works(other)).toBe(false);
    expect(await works(mine)).toBe(true);
    expect((await postLogin(server.app, person.email)).statusCode).toBe(401);
    expect((await postLogin(server.app, person.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await mailsTo(db(), person.email)).map((mail) => mail.subject)).toEqual(['Your password was changed']);
  });
});
