import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret } from '../../server/auth/totp';
import { mfaRecoveryCodes, users } from '../../server/db/schema';
import { securityMessages } from '../../src/rules/security';
import { bearer, login, PASSWORD, startTestServer, type TestServer } from './helpers';
import { addPerson, mailsTo, postLogin } from './people';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => server.close());

const db = () => server.database.db;
const call = (token: string, method: 'GET' | 'POST', path: string, attributes?: Record<string, unknown>) =>
  server.app.inject({
    method,
    url: `/v1/auth/${path}`,
    headers: bearer(token),
    ...(attributes ? { payload: { data: { type: 'mfa', attributes } } } : {}),
  });

/** The code an authenticator app shows for `secret` now. */
const codeOf = (secret: string) => generate({ secret });
/** A code of the right shape that is not the one shown now. */
const wrongCodeOf = async (secret: string) => String((Number(await codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');

/** A person with MFA on: their secret, recovery codes and a session. */
async function personWithMfa(name: string) {
  const person = await addPerson(db(), name);
  const token = await login(server.app, person.email);
  const secret = (await call(token, 'POST', 'mfa/setup')).json().data.attributes.secret as string;
  const enabled = await call(token, 'POST', 'mfa/enable', { code: await codeOf(secret) });
  expect(enabled.statusCode).toBe(200);
  return { ...person, token, secret, recoveryCodes: enabled.json().data.attributes.codes as string[] };
}

describe('setting MFA up', () => {
  it('is off at first, and a set-up shows the secret, its otpauth:// URI and a QR code', async () => {
    const person = await addPerson(db(), 'setup');
    const token = await login(server.app, person.email);
    expect((await call(token, 'GET', 'mfa')).json().data.attributes).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const setup = (await call(token, 'POST', 'mfa/setup')).json().data.attributes;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Hosting%20control%20panel:${encodeURIComponent(person.email)}?secret=${setup.secret}&issuer=Hosting%20control%20panel`,
    );
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    // Not in force before a code confirms it.
    expect((await postLogin(server.app, person.email)).statusCode).toBe(200);
  });

  it('turns on only with a right code of the new secret, then gives 10 recovery codes once', async () => {
    const person = await addPerson(db(), 'enable');
    const token = await login(server.app, person.email);
    const missing = await call(token, 'POST', 'mfa/enable', { code: '123456' });
    expect(missing.json().errors[0].detail).toBe(securityMessages.mfaSetupMissing);
    const { secret } = (await call(token, 'POST', 'mfa/setup')).json().data.attributes;
    const wrong = await call(token, 'POST', 'mfa/enable', { code: await wrongCodeOf(secret) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ detail: securityMessages.mfaInvalid, source: { pointer: '/data/attributes/code' } });
    const enabled = await call(token, 'POST', 'mfa/enable', { code: await codeOf(secret) });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().meta.message).toBe(securityMessages.mfaOn);
    const codes = enabled.json().data.attributes.codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
    const stored = await db().select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, person.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
    expect((await call(token, 'GET', 'mfa')).json().data.attributes).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect((await call(token, 'POST', 'mfa/setup')).json().errors[0].detail).toBe(securityMessages.mfaAlreadyOn);
  });
});

describe('signing in with MFA on', () => {
  it('asks for a code (401 mfa_required), refuses a wrong one (mfa_invalid) and takes a right one once', async () => {
    // MFA turned on earlier (the code that confirmed it is spent): the app's code now is new.
    const person = await addPerson(db(), 'signin');
    const secret = newTotpSecret();
    await db().update(users).set({ mfaSecret: secret, mfaEnabledAt: new Date() }).where(eq(users.id, person.id));
    const asked = await postLogin(server.app, person.email);
    expect(asked.statusCode).toBe(401);
    expect(asked.json().errors[0]).toMatchObject({ code: 'mfa_required', detail: securityMessages.mfaRequired });
    const wrong = await postLogin(server.app, person.email, PASSWORD, await wrongCodeOf(secret));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'mfa_invalid', detail: securityMessages.mfaInvalid });
    const code = await codeOf(secret);
    const right = await postLogin(server.app, person.email, PASSWORD, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().data.token).toBeTruthy();
    const replayed = await postLogin(server.app, person.email, PASSWORD, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().errors[0].code).toBe('mfa_invalid');
  });

  it('never asks a wrong password for a code', async () => {
    const person = await personWithMfa('wrongpassword');
    const response = await postLogin(server.app, person.email, 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('unauthorized');
  });

  it('takes each recovery code once, in any case and with spaces', async () => {
    const person = await personWithMfa('recovery');
    const [first] = person.recoveryCodes;
    expect((await postLogin(server.app, person.email, PASSWORD, ` ${first.toUpperCase().replaceAll('-', ' ')} `)).statusCode).toBe(200);
    const again = await postLogin(server.app, person.email, PASSWORD, first);
    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0].code).toBe('mfa_invalid');
    expect((await call(person.token, 'GET', 'mfa')).json().data.attributes.recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes as failed sign-ins: the account pauses, even for a right code then', async () => {
    const person = await personWithMfa('throttled');
    const { maxFailures } = server.app.config.loginThrottle;
    const wrong = await wrongCodeOf(person.secret);
    for (let i = 1; i < maxFailures; i++) expect((await postLogin(server.app, person.email, PASSWORD, wrong)).statusCode).toBe(401);
    const last = await postLogin(server.app, person.email, PASSWORD, wrong);
    expect(last.statusCode).toBe(429);
    expect(last.json().errors[0].code).toBe('account_paused');
    expect((await postLogin(server.app, person.email, PASSWORD, person.recoveryCodes[1])).statusCode).toBe(429);
  });
});

describe('changing MFA', () => {
  it('makes new recovery codes only with a proof, and the old ones stop working', async () => {
    const person = await personWithMfa('regenerate');
    const refused = await call(person.token, 'POST', 'mfa/recovery-codes', { password: 'not-the-password' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ detail: securityMessages.proofWrong, source: { pointer: '/data/attributes/password' } });
    const none = await call(person.token, 'POST', 'mfa/recovery-codes', {});
    expect(none.json().errors[0].detail).toBe(securityMessages.proofRequired);
    const made = await call(person.token, 'POST', 'mfa/recovery-codes', { password: PASSWORD });
    expect(made.statusCode).toBe(200);
    const codes = made.json().data.attributes.codes as string[];
    expect(codes).toHaveLength(10);
    expect((await postLogin(server.app, person.email, PASSWORD, person.recoveryCodes[0])).statusCode).toBe(401);
    expect((await postLogin(server.app, person.email, PASSWORD, codes[0])).statusCode).toBe(200);
  });

  it('turns off with a recovery code, mails the person, and sign-in asks no code again', async () => {
    const person = await personWithMfa('disable');
    const off = await call(person.token, 'POST', 'mfa/disable', { code: person.recoveryCodes[0] });
    expect(off.statusCode).toBe(200);
    expect(off.json().meta.message).toBe(securityMessages.mfaOff);
    const [row] = await db().select().from(users).where(eq(users.id, person.id));
    expect([row.mfaSecret, row.mfaEnabledAt]).toEqual([null, null]);
    expect(await db().select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, person.id))).toEqual([]);
    expect((await mailsTo(db(), person.email)).at(-1)!.subject).toBe('Two-step verification was turned off');
    expect((await postLogin(server.app, person.email)).statusCode).toBe(200);
    expect((await call(person.token, 'POST', 'mfa/disable', { password: PASSWORD })).json().errors[0].detail).toBe(securityMessages.mfaNotOn);
  });

  it('turns off with the password too', async () => {
    const person = await personWithMfa('disablepassword');
    expect((await call(person.token, 'POST', 'mfa/disable', { password: PASSWORD })).statusCode).toBe(200);
  });
});
