import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, oneTimeCodes, outbox, smsOutbox, users } from '../../server/db/schema';
import { bearer, startTestServer, type TestServer } from './helpers';
import { latestMail, latestSms, linkToken, postSignup, validSignup, verifyEmailCall } from './signupSupport';

let server: TestServer;
beforeAll(async () => {
  // Signups are limited per client address like sign-ins; these tests all come from one.
  server = await startTestServer({ publicUrl: 'https://panel.example.test', loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => server.close());

const db = () => server.database.db;
const rows = async (table: typeof accounts | typeof users | typeof outbox | typeof smsOutbox) =>
  Number((await db().select({ n: count() }).from(table))[0].n);
const detailAt = (body: { errors: { detail: string; source?: { pointer?: string } }[] }, field: string) =>
  body.errors.find((error) => error.source?.pointer === `/data/attributes/${field}`)?.detail;

describe('POST auth/signup: rules', () => {
  it('answers the spec’s messages for missing names and currency, and writes nothing', async () => {
    const before = [await rows(accounts), await rows(users), await rows(outbox)];
    const response = await postSignup(server, { email: '', password: '', phone: '', country: '' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(detailAt(body, 'firstName')).toBe('Please provide a first name');
    expect(detailAt(body, 'lastName')).toBe('Please provide a last name');
    expect(detailAt(body, 'currency')).toBe('Please choose a currency');
    expect(detailAt(body, 'country')).toBe('Please choose a country');
    expect(detailAt(body, 'email')).toBe('The field cannot be empty.');
    expect(detailAt(body, 'password')).toBe('Please enter a password.');
    expect([await rows(accounts), await rows(users), await rows(outbox)]).toEqual(before);
  });

  it('refuses a mobile number that is not one in the chosen country, and an unassigned country code', async () => {
    const phone = await postSignup(server, validSignup({ phone: '12345' }));
    expect(detailAt(phone.json(), 'phone')).toBe('Please enter a valid mobile number.');
    const country = await postSignup(server, validSignup({ country: 'ZZ', phone: '+4791234567' }));
    expect(country.statusCode).toBe(422);
    expect(detailAt(country.json(), 'country')).toBe('Please choose a country');
  });

  it.each([
    ['short', 'short pass', 'Please use at least 12 characters.'],
    ['too long', 'x'.repeat(100) + 'y'.repeat(29), 'Please use at most 128 characters.'],
    ['on the common list', 'qwerty123456', 'This password is one of the most common ones and easy to guess. Please choose another.'],
    ['common, padded with digits', 'dragon12345678', 'This password is one of the most common ones and easy to guess. Please choose another.'],
    ['one character repeated', 'aaaaaaaaaaaaaa', 'This password is one of the most common ones and easy to guess. Please choose another.'],
    ['containing the e-mail', 'i am kari.policy here', 'Please choose a password that does not contain your email address.'],
  ])('refuses a password that is %s', async (_case, password, message) => {
    const response = await postSignup(server, validSignup({ password, email: 'kari.policy@example.test' }));
    expect(response.statusCode).toBe(422);
    expect(detailAt(response.json(), 'password')).toBe(message);
  });
});

describe('POST auth/signup: a new customer', () => {
  it('creates the account with its customer record and a user waiting for the mailed link', async () => {
    const response = await postSignup(server, validSignup({ email: 'Kari@Example.test' }));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      meta: { message: 'Thank you! We have sent you an email: open the link in it to confirm your address and continue.' },
    });
    const [user] = await db().select().from(users).where(eq(users.email, 'kari@example.test'));
    expect(user).toMatchObject({
      firstName: 'Kari',
      lastName: 'Nordmann',
      role: 'customer',
      signupState: 'phone_verification_needed',
      phone: '+4791234567',
    });
    expect(user.emailVerifiedAt).toBeNull();
    const [account] = await db().select().from(accounts).where(eq(accounts.id, user.accountId));
    expect(account).toMatchObject({ name: 'Fjord Pixels AS', company: 'Fjord Pixels AS', country: 'NO', currency: 'EUR' });
    expect(account.customerId).toBe(`CUS-${String(account.id).padStart(6, '0')}`);

    const mail = await latestMail(server, 'kari@example.test');
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.body).toMatch(/https:\/\/panel\.example\.test\/verify-email\?token=\S+/);
    expect(mail.body).toContain('within 24 hours');
    // No text before the address is confirmed.
    expect(await latestSms(server, '+4791234567')).toBeUndefined();
  });

  it('answers an address that has an account exactly alike, and mails its owner instead', async () => {
    const before = [await rows(accounts), await rows(users)];
    const fresh = await postSignup(server, validSignup({ email: 'nobody.yet@example.test' }));
    const known = await postSignup(server, validSignup({ email: 'CUSTOMER@demo.test', password: 'another long passphrase' }));
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect([await rows(accounts), await rows(users)]).toEqual([before[0] + 1, before[1] + 1]);
    const mail = await latestMail(server, 'customer@demo.test');
    expect(mail.subject).toBe('Someone tried to sign up with your address');
    expect(mail.body).not.toMatch(/verify-email/);
    // The demo customer's password is unchanged: signing in with it still works.
    const login = await server.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: 'customer@demo.test', password: 'demo-password-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('mails a fresh link when an address signs up again before confirming, the earlier link dying', async () => {
    await postSignup(server, validSignup({ email: 'twice@example.test' }));
    const first = linkToken((await latestMail(server, 'twice@example.test')).body);
    const again = await postSignup(server, validSignup({ email: 'twice@example.test' }));
    expect(again.statusCode).toBe(202);
    const second = linkToken((await latestMail(server, 'twice@example.test')).body);
    expect(second).not.toBe(first);
    expect((await verifyEmailCall(server, first)).statusCode).toBe(422);
    expect((await verifyEmailCall(server, second)).statusCode).toBe(200);
    expect(Number((await db().select({ n: count() }).from(users).where(eq(users.email, 'twice@example.test')))[0].n)).toBe(1);
  });
});

describe('POST auth/signup/verify-email', () => {
  it('signs the new customer in, confirms the address and texts the first code', async () => {
    await postSignup(server, validSignup({ email: 'link@example.test', phone: '+47 912 00 001' }));
    const token = linkToken((await latestMail(server, 'link@example.test')).body);
    const response = await verifyEmailCall(server, token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ account_email: 'link@example.test', signup_state: 'phone_verification_needed', is_servebolt_staff: false });
    expect(data.token).toEqual(expect.any(String));
    const [user] = await db().select().from(users).where(eq(users.email, 'link@example.test'));
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await latestSms(server, '+4791200001')).body).toMatch(/^\d{6} is your verification code\. It works for 10 minutes\.$/);

    const status = await server.app.inject({ method: 'GET', url: '/v1/auth/signup', headers: bearer(data.token) });
    expect(status.json().data.attributes).toEqual({
      signup_state: 'phone_verification_needed',
      email_verified: true,
      phone: '+4791200001',
      phone_verified: false,
      account_type: null,
    });
  });

  it('refuses a link used before, one expired and one never sent, with one text', async () => {
    await postSignup(server, validSignup({ email: 'reuse@example.test' }));
    const token = linkToken((await latestMail(server, 'reuse@example.test')).body);
    expect((await verifyEmailCall(server, token)).statusCode).toBe(200);
    const reused = await verifyEmailCall(server, token);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0]).toMatchObject({
      detail: 'This link has expired or has already been used. Sign in to get a new one, or sign up again.',
      source: { pointer: '/data/attributes/token' },
    });

    await postSignup(server, validSignup({ email: 'late@example.test' }));
    const late = linkToken((await latestMail(server, 'late@example.test')).body);
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.purpose, 'verify_email'));
    expect((await verifyEmailCall(server, late)).json().errors[0].detail).toBe(reused.json().errors[0].detail);
    expect((await verifyEmailCall(server, 'not-a-token')).statusCode).toBe(422);
  });
});
