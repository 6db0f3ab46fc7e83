import { z } from 'zod';

/**
 * The password policy (OWASP ASVS 5.0 §6.2, NIST SP 800-63B): a length floor that makes guessing
 * slow, a ceiling that keeps hashing cheap, every character allowed (spaces and emoji too), no
 * composition rules and no expiry. Shared by every form that sets a password and the API behind it.
 */
const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: 'Please enter a password.',
  tooShort: `Please use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Please use at most ${PASSWORD_MAX_LENGTH} characters.`,
  mismatch: 'The two passwords are not the same.',
  /** Checked by the API against a list of common passwords (server/auth/commonPasswords.ts). */
  common: 'This password is one of the most common ones and easy to guess. Please choose another.',
} as const;

/** Characters as a person counts them: an emoji is one, not two UTF-16 units. */
const characters = (text: string) => [...text].length;

/** A new password under the policy. */
export const newPasswordSchema = z
  .string(passwordMessages.required)
  .min(1, passwordMessages.required)
  .refine((password) => characters(password) >= PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .refine((password) => characters(password) <= PASSWORD_MAX_LENGTH, passwordMessages.tooLong);
