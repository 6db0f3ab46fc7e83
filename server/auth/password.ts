import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * OWASP Password Storage Cheat Sheet: "Argon2id with a minimum configuration of 19 MiB of memory,
 * an iteration count of 2, and 1 degree of parallelism" — its first choice, about 20 ms a hash here
 * where its scrypt equivalent (N=2^17, r=8, p=1: 128 MiB) takes 300–700 ms of a core and 128 MiB
 * per sign-in. Stored in the PHC string format, which names these parameters.
 */
const ARGON2ID: Options = {
  // Algorithm.Argon2id: the package's enum is a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

/** Hashes stored before Argon2id: `scrypt$N$r$p$salt$key`, verified with the parameters they name. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!stored.startsWith('$argon2id$')) return false;
  return verify(stored, password).catch(() => false);
}

/** A hash stored before Argon2id (scrypt): replaced by an Argon2id one at its owner's next sign-in. */
export const needsRehash = (stored: string) => !stored.startsWith('$argon2id$');

/** Verifying against this keeps an unknown e-mail as slow as a wrong password. */
export const DUMMY_HASH = await hashPassword(randomBytes(16).toString('base64'));
