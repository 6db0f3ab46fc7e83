import type { Account, Caller } from './world';

/**
 * Who may call each route of the OpenAPI document. The matrix (authorization.test.ts) calls every
 * route as every caller, on a record of Acme Web AS (customer@), one of Other Media Ltd (other@),
 * a missing id, and on two-id paths a mix (the first id Acme's, the second Other Media's). A route
 * without an entry here fails the suite: a new route says who may call it before it can land.
 *
 * 'ok' is "past authorization": a 2xx, or a 422 about the input. Another account's record is a
 * 404, answered exactly as a missing one.
 */
export type Target = Account | 'missing' | 'mixed' | 'none';
export type Outcome = 'ok' | 401 | 403 | 404;
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

/** admin/… paths only admins may take. */
export const adminOnly: Rule = (caller, target) => (caller === 'staff' ? 403 : staff(caller, target));

/** Only the recipient of a transfer, with the mailed token; the matrix holds no token, so nobody. */
export const recipientOnly: Rule = (caller) => (caller === 'anonymous' ? 401 : 404);

/** The git webhook: no sign-in, the site's API key instead; the matrix sends the key of Acme's site. */
export const siteKeyHolder: Rule = (_caller, target) => (target === 'acme' ? 'ok' : 404);

export const rules: Record<string, Rule> = {
  'GET /v1/health': open,
  'GET /v1/ready': open,
  'POST /v1/auth/login': open,
  'GET /v1/auth/user-info': signedIn,
  'POST /v1/auth/logout': signedIn,
  'GET /v1/admin/count': staff,
  'GET /v1/bolts/{id}/transfer': signedIn,
  'GET /v1/admin/bolts/{id}/transfer': staff,
  'POST /v1/admin/bolts/{id}/transfer': adminOnly,
  'POST /v1/bolts/{id}/transfer/validate': signedIn,
  'POST /v1/bolts/{id}/transfer/request': signedIn,
  'POST /v1/bolts/{id}/transfer/accept': recipientOnly,
  'POST /v1/bolts/{id}/transfer/decline': recipientOnly,
  'DELETE /v1/bolts/{id}/transfer/{transferId}': signedIn,
  'GET /v1/transfers/incoming': signedIn,
  'GET /v1/bolts/{id}/users': signedIn,
  'GET /v1/admin/bolts/{id}/users': staff,
  'POST /v1/bolts/{id}/invite': signedIn,
  'POST /v1/admin/bolts/{id}/invite': staff,
  'GET /v1/bolts/{id}/users/{userId}': signedIn,
  'PUT /v1/bolts/{id}/users/{userId}': signedIn,
  'DELETE /v1/bolts/{id}/users/{userId}': signedIn,
  'GET /v1/admin/bolts/{id}/users/{userId}': staff,
  'PUT /v1/admin/bolts/{id}/users/{userId}': staff,
  'DELETE /v1/admin/bolts/{id}/users/{userId}': staff,
  'GET /v1/bolts/{id}/environments': signedIn,
  'GET /v1/admin/bolts/{id}/environments': staff,
  'GET /v1/environments/{id}': signedIn,
  'PATCH /v1/environments/{id}': signedIn,
  'DELETE /v1/environments/{id}': signedIn,
  'GET /v1/admin/environments/{id}': staff,
  'PATCH /v1/admin/environments/{id}': staff,
  'DELETE /v1/admin/environments/{id}': staff,
  'POST /v1/environments': signedIn,
  'POST /v1/admin/environments': staff,
  'POST /v1/environments/{id}/reset-ssh-password': signedIn,
  'POST /v1/admin/environments/{id}/reset-ssh-password': staff,
  'GET /v1/environments/{id}/usage': signedIn,
  'GET /v1/admin/environments/{id}/usage': staff,
  'GET /v1/admin/environments/{id}/admin-settings': staff,
  'GET /v1/bolts/{id}/databases': signedIn,
  'POST /v1/bolts/{id}/databases': signedIn,
  'GET /v1/admin/bolts/{id}/databases': staff,
  'POST /v1/admin/bolts/{id}/databases': staff,
  'GET /v1/bolts/{id}/databases/{dbId}': signedIn,
  'PATCH /v1/bolts/{id}/databases/{dbId}': signedIn,
  'DELETE /v1/bolts/{id}/databases/{dbId}': signedIn,
  'GET /v1/admin/bolts/{id}/databases/{dbId}': staff,
  'PATCH /v1/admin/bolts/{id}/databases/{dbId}': staff,
  'DELETE /v1/admin/bolts/{id}/databases/{dbId}': staff,
  'GET /v1/bolts/{id}/statistics/ttfb': signedIn,
  'GET /v1/admin/bolts/{id}/statistics/ttfb': staff,
  'GET /v1/bolts/{id}/statistics/storage': signedIn,
  'GET /v1/admin/bolts/{id}/statistics/storage': staff,
  'GET /v1/bolts/{id}/statistics/dynamic-requests': signedIn,
  'GET /v1/admin/bolts/{id}/statistics/dynamic-requests': staff,
  'GET /v1/bolts/{id}/statistics/content-types': signedIn,
  'GET /v1/admin/bolts/{id}/statistics/content-types': staff,
  'GET /v1/bolts/{id}/statistics/cache': signedIn,
  'GET /v1/admin/bolts/{id}/statistics/cache': staff,
  'GET /v1/environments/{id}/statistics/ttfb': signedIn,
  'GET /v1/admin/environments/{id}/statistics/ttfb': staff,
  'GET /v1/environments/{id}/statistics/storage': signedIn,
  'GET /v1/admin/environments/{id}/statistics/storage': staff,
  'GET /v1/environments/{id}/statistics/dynamic-requests': signedIn,
  'GET /v1/admin/environments/{id}/statistics/dynamic-requests': staff,
  'GET /v1/available-cms': signedIn,
  'GET /v1/admin/available-cms': staff,
  'GET /v1/locations': signedIn,
  'GET /v1/admin/locations': staff,
  'POST /v1/locations/check-nextgen': signedIn,
  'POST /v1/admin/locations/check-nextgen': staff,
  'POST /v1/bolts/validate': signedIn,
  'POST /v1/admin/bolts/validate': staff,
  'POST /v1/bolts/check-trials': signedIn,
  'POST /v1/admin/bolts/check-trials': staff,
  'POST /v1/bolts/checkout': signedIn,
  'POST /v1/admin/bolts/checkout': staff,
  'GET /v1/billing/checkout/{id}': signedIn,
  'GET /v1/admin/billing/checkout/{id}': staff,
  'POST /v1/admin/billing/checkout/{id}/complete': staff,
  'GET /v1/admin/checkouts': staff,
  'POST /v1/bolts': signedIn,
  'GET /v1/bolts': signedIn,
  'POST /v1/admin/bolts': staff,
  'GET /v1/admin/bolts': staff,
  'DELETE /v1/bolts/{id}': signedIn,
  'GET /v1/bolts/{id}': signedIn,
  'PATCH /v1/bolts/{id}': signedIn,
  'DELETE /v1/admin/bolts/{id}': staff,
  'GET /v1/admin/bolts/{id}': staff,
  'PATCH /v1/admin/bolts/{id}': staff,
  'POST /v1/bolts/{id}/restore-subscription': signedIn,
  'POST /v1/admin/bolts/{id}/restore-subscription': staff,
  'GET /v1/admin/bolts/archive': staff,
  'POST /v1/admin/bolts/{id}/restore': staff,
  'GET /v1/bolts/{id}/subscription': signedIn,
  'GET /v1/admin/bolts/{id}/subscription': staff,
  'POST /v1/bolts/{id}/update-subscription': signedIn,
  'POST /v1/admin/bolts/{id}/update-subscription': staff,
  'GET /v1/products/suggest-subscription': signedIn,
  'GET /v1/admin/products/suggest-subscription': staff,
  'GET /v1/bolts/{id}/usage': signedIn,
  'GET /v1/admin/bolts/{id}/usage': staff,
  'POST /v1/bolts/{id}/quota': signedIn,
  'POST /v1/admin/bolts/{id}/quota': staff,
  'GET /v1/environments/{id}/git': signedIn,
  'POST /v1/environments/{id}/git': signedIn,
  'PUT /v1/environments/{id}/git': signedIn,
  'DELETE /v1/environments/{id}/git': signedIn,
  'GET /v1/admin/environments/{id}/git': staff,
  'POST /v1/admin/environments/{id}/git': staff,
  'PUT /v1/admin/environments/{id}/git': staff,
  'DELETE /v1/admin/environments/{id}/git': staff,
  'POST /v1/environments/{id}/git/generate-deploy-key': signedIn,
  'POST /v1/admin/environments/{id}/git/generate-deploy-key': staff,
  'POST /v1/environments/{id}/git/test-connection': signedIn,
  'POST /v1/admin/environments/{id}/git/test-connection': staff,
  'POST /v1/environments/{id}/git/deploy': signedIn,
  'GET /v1/environments/{id}/git/deploy': siteKeyHolder,
  'POST /v1/admin/environments/{id}/git/deploy': staff,
  'GET /v1/environments/{id}/databases': signedIn,
  'GET /v1/admin/environments/{id}/databases': staff,
  'POST /v1/databases/connect': signedIn,
  'POST /v1/admin/databases/connect': staff,
  'POST /v1/databases/disconnect': signedIn,
  'POST /v1/admin/databases/disconnect': staff,
  'GET /v1/environments/{id}/cronjobs': signedIn,
  'GET /v1/admin/environments/{id}/cronjobs': staff,
  'GET /v1/cronjobs/{id}': signedIn,
  'PATCH /v1/cronjobs/{id}': signedIn,
  'DELETE /v1/cronjobs/{id}': signedIn,
  'GET /v1/admin/cronjobs/{id}': staff,
  'PATCH /v1/admin/cronjobs/{id}': staff,
  'DELETE /v1/admin/cronjobs/{id}': staff,
  'POST /v1/cronjobs': signedIn,
  'POST /v1/admin/cronjobs': staff,
  'GET /v1/admin/cronjobs': staff,
  'POST /v1/admin/environments/{id}/reload': staff,
  'GET /v1/environments/{id}/available-settings': signedIn,
  'GET /v1/admin/environments/{id}/available-settings': staff,
  'POST /v1/admin/environments/{id}/php/workers': staff,
  'POST /v1/environments/{id}/dev-mode': signedIn,
  'POST /v1/admin/environments/{id}/dev-mode': staff,
  'POST /v1/environments/{id}/purge_cache': signedIn,
  'POST /v1/admin/environments/{id}/purge_cache': staff,
  'GET /v1/admin/environments/{id}/security/monarx': staff,
  'POST /v1/admin/environments/{id}/security/monarx': staff,
  'DELETE /v1/admin/environments/{id}/security/monarx': staff,
  'GET /v1/admin/environments/{id}/addons': staff,
  'POST /v1/admin/environments/{id}/addons': staff,
  'PATCH /v1/admin/environments/{id}/addons/{name}': staff,
  'DELETE /v1/admin/environments/{id}/addons/{name}': staff,
  'GET /v1/ssh-keys': signedIn,
  'POST /v1/ssh-keys': signedIn,
  'GET /v1/admin/ssh-keys': staff,
  'POST /v1/admin/ssh-keys': staff,
  'GET /v1/ssh-keys/{id}': signedIn,
  'DELETE /v1/ssh-keys/{id}': signedIn,
  'GET /v1/admin/ssh-keys/{id}': staff,
  'DELETE /v1/admin/ssh-keys/{id}': staff,
  'GET /v1/environments/{id}/ssh-access': signedIn,
  'POST /v1/environments/{id}/ssh-access': signedIn,
  'GET /v1/admin/environments/{id}/ssh-access': staff,
  'POST /v1/admin/environments/{id}/ssh-access': staff,
  'DELETE /v1/environments/{id}/ssh-access/{accessId}': signedIn,
  'DELETE /v1/admin/environments/{id}/ssh-access/{accessId}': staff,
  'GET /v1/environments/{id}/domains': signedIn,
  'GET /v1/admin/environments/{id}/domains': staff,
  'POST /v1/environments/{id}/domains': signedIn,
  'POST /v1/admin/environments/{id}/domains': staff,
  'GET /v1/environments/{id}/domains/{domainId}': signedIn,
  'GET /v1/admin/environments/{id}/domains/{domainId}': staff,
  'DELETE /v1/environments/{id}/domains/{domainId}': signedIn,
  'DELETE /v1/admin/environments/{id}/domains/{domainId}': staff,
  'GET /v1/domains': signedIn,
  'GET /v1/admin/domains': staff,
  'GET /v1/admin/ssh-access': staff,
  'GET /v1/admin/ip-blocks': staff,
  'POST /v1/admin/ip-blocks': staff,
  'GET /v1/admin/ip-blocks/{id}': staff,
  'PATCH /v1/admin/ip-blocks/{id}': staff,
  'DELETE /v1/admin/ip-blocks/{id}': staff,
  'GET /v1/admin/user-agent': staff,
  'POST /v1/admin/user-agent': staff,
  'GET /v1/admin/user-agent/{id}': staff,
  'PATCH /v1/admin/user-agent/{id}': staff,
  'DELETE /v1/admin/user-agent/{id}': staff,
  'GET /v1/admin/lockdown': staff,
  'POST /v1/admin/lockdown': staff,
  'GET /v1/admin/lockdown/{id}': staff,
  'PATCH /v1/admin/lockdown/{id}': staff,
  'DELETE /v1/admin/lockdown/{id}': staff,
  'GET /v1/admin/servers': staff,
  'POST /v1/admin/servers': staff,
  'GET /v1/admin/servers/{id}': staff,
  'PATCH /v1/admin/servers/{id}': staff,
  'DELETE /v1/admin/servers/{id}': adminOnly,
  'GET /v1/admin/databases': staff,
};

/** Routes a blocked user (locked account, unpaid invoices) may still call, so the blocked page can sign out. */
export const ALLOWED_WHEN_BLOCKED = new Set(['POST /v1/auth/logout']);
