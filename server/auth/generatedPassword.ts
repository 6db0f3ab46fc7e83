import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 24 characters of 62 give about 143 random bits: far beyond guessing, so SHA-256 may store it. */
export const GENERATED_PASSWORD_LENGTH = 24;
/** The largest multiple of 62 below 256: bytes above it are dropped, so every character is equally likely. */
const LIMIT = 256 - (256 % ALPHABET.length);

/** A password the panel makes for a person to copy (SSH, database): letters and digits only. */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  let password = '';
  while (password.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < LIMIT && password.length < length) password += ALPHABET[byte % ALPHABET.length];
    }
  }
  return password;
}
