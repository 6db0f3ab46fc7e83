import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { oneTimeCodes, tokens, users } from '../../server/db/schema';
import { passwordMessages } from '../../src/rules/password';
import { securityMessages } from '../../src/rules/security';
import { bearer, login, PASSWORD, startTestServer, type TestServer } from './helpers';
import { addPerson, mailsTo, postLogin } from './people';

const NEW_PASSWORD = 'a much longer new password';

let server: TestServer;
beforeAll(async () => {
  // Every request comes from one address: the per-address limit is tried on a server of its own.
  const passwordReset = { ...readConfig({}).passwordReset, rateLimit: { max: 1000, windowMs: 60_000 } };
  server = await startTestServer({ loginRateLimit: { max: 1000, windowMs: 60_000 }, passwordReset });
});
afterAll(() => server.close());

const db = () => server.database.db;
const reset = (attributes: Record<string, unknown>, app = server.app) =>
  app.inject({ method: 'POST', url: '/v1/auth/reset-password', payload: { data: { type: 'password-resets', attributes } } });

/** Asks for a link and reads it from the sandbox outbox: its token. */
async function mailedToken(email: string): Promise<string> {
  expect((await reset({ email })).statusCode).toBe(200);
  const mails = await mailsTo(db(), email);
  const link = /https?:\/\/\S+\/reset-password\?token=(\S+)/.exec(mails.at(-1)!.body);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]);
}

describe('POST auth/reset-password with an e-mail', () => {
  it('answers the same whether or not the address has an account, and mails only the owner', async () => {
    const person = await addPerson(db(), 'known');
    const known = await reset({ email: person.email.toUpperCase() });
    const unknown = await reset({ email: 'nobody@people.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ meta: { message: securityMessages.resetRequested } });
    const [mail] = await mailsTo(db(), person.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.body).toContain(`${server.app.config.publicUrl}/reset-password?token=`);
    expect(mail.body).toContain('within 1 hour');
    expect(await mailsTo(db(), 'nobody@people.test')).toEqual([]);
  });

  it('stores only a hash of the link, expiring after PASSWORD_RESET_TTL_MS', async () => {
    const person = await addPerson(db(), 'hashed');
    const token = await mailedToken(person.email);
    const [code] = await db().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, person.id));
    expect(code.purpose).toBe('reset_password');
    expect(code.secretHash).not.toContain(token);
    expect(code.expiresAt.getTime() - code.createdAt.getTime()).toBe(server.app.config.passwordReset.linkTtlMs);
  });

  it('mails an account at most PASSWORD_RESET_MAILS_PER_HOUR links an hour, answering alike', async () => {
    const person = await addPerson(db(), 'flooded');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await reset({ email: person.email })).json());
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await mailsTo(db(), person.email)).toHaveLength(server.app.config.passwordReset.mailsPerHour);
  });

  it('refuses an address that is not one with the field’s message', async () => {
    const response = await reset({ email: 'not an address' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: 'Please enter a valid email address.', source: { pointer: '/data/attributes/email' } });
  });

  it('limits requests per client address (429), whatever the address asked for', async () => {
    const limited = await startTestServer({ passwordReset: { ...readConfig({}).passwordReset, rateLimit: { max: 2, windowMs: 60_000 } } });
    try {
      expect((await reset({ email: 'a@people.test' }, limited.app)).statusCode).toBe(200);
      expect((await reset({ email: 'b@people.test' }, limited.app)).statusCode).toBe(200);
      const third = await reset({ email: 'c@people.test' }, limited.app);
      expect(third.statusCode).toBe(429);
      expect(third.json().errors[0].code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});

describe('POST auth/reset-password with the link’s token', () => {
  it('sets the new password and ends every session of the person', async () => {
    const person = await addPerson(db(), 'resetting');
    const before = [await login(server.app, person.email), await login(server.app, person.email)];
    const token = await mailedToken(person.email);
    const response = await reset({ token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ meta: { message: securityMessages.resetDone } });
    for (const old of before) expect((await server.app.inject({ url: '/v1/bolts', headers: bearer(old) })).statusCode).toBe(401);
    expect(await db().select().from(tokens).where(eq(tokens.userId, person.id))).toEqual([]);
    expect((await postLogin(server.app, person.email, PASSWORD)).statusCode).toBe(401);
    expect((await postLogin(server.app, person.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await mailsTo(db(), person.email)).at(-1)!.subject).toBe('Your password was changed');
  });

  it('works once: the link used again is refused', async () => {
    const person = await addPerson(db(), 'reused');
    const token = await mailedToken(person.email);
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await reset({ token, password: 'yet another long password' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({ detail: securityMessages.resetLinkInvalid, source: { pointer: '/data/attributes/token' } });
    expect((await postLogin(server.app, person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    const person = await addPerson(db(), 'expired');
    const token = await mailedToken(person.email);
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.userId, person.id), eq(oneTimeCodes.purpose, 'reset_password')));
    const response = await reset({ token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toBe(securityMessages.resetLinkInvalid);
    expect((await postLogin(server.app, person.email, PASSWORD)).statusCode).toBe(200);
  });

  it('makes an earlier link useless once a newer one is sent', async () => {
    const person = await addPerson(db(), 'twice');
    const first = await mailedToken(person.email);
    const second = await mailedToken(person.email);
    expect((await reset({ token: first, password: NEW_PASSWORD })).statusCode).toBe(422);
    expect((await reset({ token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('holds the new password to the policy and keeps the link for a better one', async () => {
    const person = await addPerson(db(), 'policy');
    const token = await mailedToken(person.email);
    const short = await reset({ token, password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0]).toMatchObject({ detail: passwordMessages.tooShort, source: { pointer: '/data/attributes/password' } });
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('lifts a sign-in pause, and leaves MFA on', async () => {
    const person = await addPerson(db(), 'paused');
    await db().update(users).set({ mfaSecret: 'JBSWY3DPEHPK3PXP', mfaEnabledAt: new Date() }).where(eq(users.id, person.id));
    for (let i = 0; i < 6; i++) await postLogin(server.app, person.email, 'wrong password');
    expect((await postLogin(server.app, person.email, PASSWORD)).statusCode).toBe(429);
    const token = await mailedToken(person.email);
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    // Past the pause to the second step: the new password was taken.
    const signIn = await postLogin(server.app, person.email, NEW_PASSWORD);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().errors[0].code).toBe('mfa_required');
  });
});
