import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, oneTimeCodes, smsOutbox, users } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';
import { codeOf, latestMail, latestSms, postSignup, signedUp, validSignup } from './signupSupport';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => server.close());

const db = () => server.database.db;
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, type?: string, attributes?: Record<string, unknown>) =>
  server.app.inject({ method, url: `/v1/${url}`, headers: bearer(token), payload: type ? { data: { type, attributes } } : undefined });
const resend = (token: string) => call(token, 'POST', 'auth/signup/resend-sms-code');
const verifyPhone = (token: string, code: string) => call(token, 'POST', 'auth/signup/verify-phone', 'phone-verifications', { code });
const accountType = (token: string, value: unknown) => call(token, 'PUT', 'auth/signup/account-type', 'account-types', { accountType: value });
const textsTo = async (phone: string) => Number((await db().select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.to, phone)))[0].n);
const smsCode = async (phone: string) => codeOf((await latestSms(server, phone)).body);
/** A code that is not the one sent. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone verification', () => {
  it('waits for the mailed link: a person signed in with a password is mailed a new one', async () => {
    await postSignup(server, validSignup({ email: 'unconfirmed@example.test', password: 'long enough passphrase' }));
    const token = await login(server.app, 'unconfirmed@example.test', 'long enough passphrase');
    const response = await resend(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].detail).toBe('Please confirm your email address first: we have sent you a new link.');
    expect((await latestMail(server, 'unconfirmed@example.test')).subject).toBe('Confirm your email address');
    expect((await verifyPhone(token, '123456')).statusCode).toBe(409);
  });

  it('sends at most SMS_PER_HOUR codes an hour, the first included, then says when to try again', async () => {
    const token = await signedUp(server, { email: 'limit@example.test', phone: '+4791200002' });
    const again = await resend(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ meta: { message: 'We have sent a code to +47 91 20 00 02.' } });
    expect((await resend(token)).statusCode).toBe(200);
    expect(await textsTo('+4791200002')).toBe(3);
    const refused = await resend(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].detail).toBe('You can ask for 3 codes an hour. Please try again in 60 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Once the first code is an hour old, one more may go.
    await db()
      .update(oneTimeCodes)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(oneTimeCodes.payload, '+4791200002'));
    expect((await resend(token)).statusCode).toBe(200);
  });

  it('refuses a wrong code, kills the code after 5 wrong tries, and refuses an expired one', async () => {
    const token = await signedUp(server, { email: 'guess@example.test', phone: '+4791200003' });
    const code = await smsCode('+4791200003');
    const first = await verifyPhone(token, wrong(code));
    expect(first.statusCode).toBe(422);
    expect(first.json().errors[0]).toMatchObject({
      detail: 'The code is not correct. Please check it and try again.',
      source: { pointer: '/data/attributes/code' },
    });
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await verifyPhone(token, wrong(code))).statusCode).toBe(422);
    const dead = await verifyPhone(token, code);
    expect(dead.json().errors[0].detail).toBe('This code has expired or was tried too often. Please ask for a new code.');

    await resend(token);
    const fresh = await smsCode('+4791200003');
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.payload, '+4791200003'));
    expect((await verifyPhone(token, fresh)).json().errors[0].detail).toBe(dead.json().errors[0].detail);
  });

  it('checks the code’s form with the schema’s text', async () => {
    const token = await signedUp(server, { email: 'form@example.test', phone: '+4791200004' });
    const response = await verifyPhone(token, '12ab');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toBe('Please enter the 6-digit code from the text message.');
  });

  it('takes the right code once, moving the signup to the account setup', async () => {
    const token = await signedUp(server, { email: 'right@example.test', phone: '+4791200005' });
    const code = await smsCode('+4791200005');
    const response = await verifyPhone(token, ` ${code} `);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ signup_state: 'intent_verification_needed', phone_verified: true });
    expect(response.json().meta.message).toBe('Your mobile number is verified.');
    const reused = await verifyPhone(token, code);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors[0].detail).toBe('This step of your signup is already done.');
  });
});

describe('PUT auth/signup/account-type', () => {
  const throughPhone = async (email: string, phone: string, country = 'NO') => {
    const token = await signedUp(server, { email, phone, country });
    await verifyPhone(token, await smsCode(phone));
    return token;
  };

  it('refuses a type that is not offered, and answers before the phone step with 409', async () => {
    const early = await signedUp(server, { email: 'early@example.test', phone: '+4791200006' });
    expect((await accountType(early, 'business')).statusCode).toBe(409);
    const token = await throughPhone('choice@example.test', '+4791200007');
    const response = await accountType(token, 'pirate');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toBe('Please choose what the account is for.');
  });

  it('completes the signup when the phone is of the account’s country', async () => {
    const token = await throughPhone('home@example.test', '+4791200008');
    const response = await accountType(token, 'agency');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ signup_state: 'signup_complete', account_type: 'agency' });
    const [user] = await db().select().from(users).where(eq(users.email, 'home@example.test'));
    const [account] = await db().select().from(accounts).where(eq(accounts.id, user.accountId));
    expect(account.accountType).toBe('agency');
    expect((await accountType(token, 'business')).statusCode).toBe(409);
  });

  it('leaves the account for staff to verify when the phone is of another country', async () => {
    const token = await throughPhone('abroad@example.test', '+46701234567', 'NO');
    const response = await accountType(token, 'business');
    expect(response.json().data.attributes.signup_state).toBe('manual_verification_needed');
    const info = await server.app.inject({ method: 'GET', url: '/v1/auth/user-info', headers: bearer(token) });
    expect(info.json().data.signup_state).toBe('manual_verification_needed');
  });
});
