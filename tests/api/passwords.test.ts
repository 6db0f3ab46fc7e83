import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { PASSWORD, startTestServer, type TestServer } from './helpers';

const INVALID_LOGIN = 'Invalid email or password. Please try again or reset your password.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => server.close());

const signIn = (username: string, password: string) => server.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username, password } });
const storedHash = async (email: string) => (await server.database.db.select().from(users).where(eq(users.email, email)))[0].passwordHash;

/** A hash as the panel stored them before Argon2id: scrypt N=2^17, r=8, p=1. */
function legacyScryptHash(password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', 2 ** 17, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', () => {
  it('stores Argon2id at OWASP’s parameters (19 MiB, 2 passes, 1 lane) and signs in with them', async () => {
    expect(await storedHash('customer@demo.test')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn('customer@demo.test', PASSWORD)).statusCode).toBe(200);
  });

  it('still signs in a person whose password was stored with scrypt, refuses a wrong one, and moves the hash to Argon2id', async () => {
    await server.database.db
      .update(users)
      .set({ passwordHash: legacyScryptHash('an older password') })
      .where(eq(users.email, 'other@demo.test'));
    const wrong = await signIn('other@demo.test', PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0].detail).toBe(INVALID_LOGIN);
    expect(await storedHash('other@demo.test')).toMatch(/^scrypt\$/);
    expect((await signIn('other@demo.test', 'an older password')).statusCode).toBe(200);
    expect(await storedHash('other@demo.test')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn('other@demo.test', 'an older password')).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    for (const [email, password] of [
      ['customer@demo.test', 'not the password'],
      ['nobody@demo.test', PASSWORD],
    ]) {
      const response = await signIn(email, password);
      expect(response.statusCode, email).toBe(401);
      expect(response.json().errors[0].detail, email).toBe(INVALID_LOGIN);
    }
  });
});
