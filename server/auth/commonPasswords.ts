import list from '@zxcvbn-ts/language-common/src/passwords.json' with { type: 'json' };

/**
 * The 49,000 most common passwords of leaked password lists (zxcvbn-ts's "passwords-common"
 * dictionary), read once, offline: NIST SP 800-63B §3.1.1.2 and OWASP ASVS 5.0 §6.2.4 ask that a
 * new password be checked against such a list. Compared lower-cased, so "Password123!" does not
 * slip past "password123!".
 */
const common = new Set(list.map((password) => password.toLowerCase()));

/** Digits and symbols people pad a short password with to reach a length rule ("dragon12345678"). */
const PADDING = /^[\d\W_]+|[\d\W_]+$/gu;

/** A listed password, one padded with digits or symbols, or one character repeated. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower) || /^(.)\1*$/u.test(lower)) return true;
  const core = lower.replace(PADDING, '');
  return core !== lower && [...core].length >= 4 && common.has(core);
}
