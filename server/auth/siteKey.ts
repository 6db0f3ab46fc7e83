import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts, environments, lockdowns } from '../db/schema.js';
import { ApiError, unauthorized } from '../http/errors.js';
import { liveBolt } from './boltAccess.js';
import type { AuthUser } from './session.js';

/**
 * A site's API key used as a bearer token (README "The provider's clients"): the provider's
 * WordPress plugin and PHP SDK call the API with it on the site's own behalf. It stands for no
 * person; it reaches its own site only, and only on the routes that opt in (route config `siteKey`).
 */
export interface SiteKey {
  kind: 'siteKey';
  siteId: number;
  boltId: number;
  /** The site's system name, which the audit trail names the key by. */
  siteName: string;
  accountId: number;
  /** The same codes the account's people get (spec 1 §8): a locked or unpaid account's keys stop too. */
  blockedCode: '403001' | '403002' | null;
}

/** Who calls a route that a site's key may also call: a signed-in person, or the key. */
export type Caller = AuthUser | SiteKey;

export const isSiteKey = (caller: Caller): caller is SiteKey => 'kind' in caller && caller.kind === 'siteKey';

/**
 * Site keys are 64 hex characters (migration 0001, environmentChanges.ts); session tokens are 43
 * base64url ones (tokens.ts). The shape alone says which lookup a token gets, so a session's
 * request never pays for a key lookup.
 */
export const isSiteKeyShaped = (token: string) => token.length === 64 && /^[0-9a-f]{64}$/.test(token);

/** What a site key may do on its site: manage it as a developer of its Bolt would (src/rules/boltRoles.ts). */
export const SITE_KEY_ROLE = 'developer';

/** The audit trail's name for what a key wrote (plugins/audit.ts). */
export const siteKeyActorName = (key: SiteKey) => `API key of site ${key.siteName}`;

/** A key that names no live site: a wrong one, one refreshed since, or one of an archived Bolt's site. */
export const unknownSiteKey = () => unauthorized('The API key is not valid; it may have been refreshed. Use the site’s current API key.');

/** A valid key on a route it may not take (any but its site's own calls). */
export const siteKeyRefused = () =>
  new ApiError(403, [
    {
      status: '403',
      code: 'site_key_not_allowed',
      title: 'Forbidden',
      detail:
        'A site’s API key may only make its own site’s calls: GET and PATCH environments/{id}, POST environments/{id}/purge_cache, ' +
        'GET environments/{id}/cf-metadata, and the site’s cron jobs. Sign in for anything else.',
    },
  ]);

/** The live site whose API key this is, read fresh on every request: a refreshed key stops at once. */
export async function findSiteKey(db: DbOrTx, token: string): Promise<SiteKey | null> {
  const [row] = await db
    .select({
      siteId: environments.id,
      boltId: environments.boltId,
      siteName: environments.name,
      accountId: bolts.accountId,
      unpaidInvoices: accounts.unpaidInvoices,
      locked: sql<boolean>`${lockdowns.id} is not null`,
    })
    .from(environments)
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .innerJoin(accounts, eq(accounts.id, bolts.accountId))
    .leftJoin(lockdowns, eq(lockdowns.accountId, bolts.accountId))
    .where(and(eq(environments.apiKey, token), liveBolt))
    .limit(1);
  if (!row) return null;
  const { unpaidInvoices, locked, ...site } = row;
  return { kind: 'siteKey', ...site, blockedCode: locked ? '403001' : unpaidInvoices > 0 ? '403002' : null };
}
