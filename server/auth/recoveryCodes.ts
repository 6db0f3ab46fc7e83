import { randomInt } from 'node:crypto';
import { hashToken } from './tokens.js';

/** Recovery codes made at once; each signs in once in place of a TOTP code. */
const RECOVERY_CODE_COUNT = 10;

/** Crockford's Base32 without I, L, O and U: nothing to misread when copied by hand. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * One code: 16 random Base32 characters (80 bits) in groups of four, `7kq2-m9xd-4hr8-c3nf`. With
 * that much entropy a SHA-256 of the code is as safe to store as a slow hash, and checking one at
 * sign-in costs nothing (the SSH and database passwords are stored the same way).
 */
function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
  return groups.join('-');
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** A typed code as stored: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]+/g, '');

/** What is kept of a code. */
export const hashRecoveryCode = (code: string) => hashToken(normalizeRecoveryCode(code));

/** Whether a typed code has the shape of a recovery code (and so is not a TOTP code). */
export const looksLikeRecoveryCode = (typed: string) => normalizeRecoveryCode(typed).length === GROUPS * GROUP_LENGTH;
