import type { Account, Caller } from './world';

/**
 * The rules the matrix (authorization.test.ts) holds each route to: what a caller gets on a record
 * of Acme Web AS (acme), of Other Media Ltd (other), on a missing id, on a two-id path mixing both,
 * or on a path without an id (none). Which route takes which rule: authorizationRules.ts.
 *
 * 'ok' is "past authorization": a 2xx, or a 422 about the input. Another account's record is a
 * 404, answered exactly as a missing one.
 */
export type Target = Account | 'missing' | 'mixed' | 'none';
export type Outcome = 'ok' | 401 | 403 | 404 | 409;
export type Rule = (caller: Caller, target: Target) => Outcome;

const OWNS: Partial<Record<Caller, Target>> = { customer: 'acme', other: 'other' };

/** Anyone, signed in or not. */
export const open: Rule = () => 'ok';

/**
 * Plain paths: any signed-in user, on records of their own account. Staff and admins on plain
 * paths act as customers of their own (provider) account, so customers' records are 404 to them.
 */
export const signedIn: Rule = (caller, target) => {
  if (caller === 'anonymous') return 401;
  return target === 'none' || OWNS[caller] === target ? 'ok' : 404;
};

/** admin/… paths: staff and admins, on any account's records; customers are refused outright. */
export const staff: Rule = (caller, target) => {
  if (caller === 'anonymous') return 401;
  if (caller === 'customer' || caller === 'other') return 403;
  return target === 'missing' || target === 'mixed' ? 404 : 'ok';
};

/** A customer's own account (its deletion): staff and admins belong to the provider's, which stays. */
export const customersOnly: Rule = (caller) => (caller === 'anonymous' ? 401 : caller === 'staff' || caller === 'admin' ? 403 : 'ok');

/** The caller's customer record: staff and admins belong to the provider's account, which has none. */
export const customerRecord: Rule = (caller) => (caller === 'anonymous' ? 401 : caller === 'staff' || caller === 'admin' ? 404 : 'ok');

/**
 * A step of the caller's own signup: everyone in the matrix finished theirs, so it is a conflict
 * past authorization (signupPhone.test.ts covers a signup in progress).
 */
export const signupStep: Rule = (caller) => (caller === 'anonymous' ? 401 : 409);

/** admin/… paths only admins may take. */
export const adminOnly: Rule = (caller, target) => (caller === 'staff' ? 403 : staff(caller, target));

/** Only the recipient of a transfer, with the mailed token; the matrix holds no token, so nobody. */
export const recipientOnly: Rule = (caller) => (caller === 'anonymous' ? 401 : 404);

/** The git webhook: no sign-in, the site's API key instead; the matrix sends the key of Acme's site. */
export const siteKeyHolder: Rule = (_caller, target) => (target === 'acme' ? 'ok' : 404);
