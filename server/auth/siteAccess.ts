import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { environments } from '../db/schema.js';
import { forbidden, notFound } from '../http/errors.js';
import { parseId } from '../http/jsonapi.js';
import { boltRoleCan, type BoltPermission, type BoltRole } from '../../src/rules/boltRoles.js';
import { requireBoltPermission } from './boltAccess.js';
import { isSiteKey, SITE_KEY_ROLE, type Caller } from './siteKey.js';

/**
 * The caller's role on a site (`site.id` of Bolt `site.boltId`): a person's follows their role in
 * the Bolt; a site's API key acts on its own site only, and any other site is a 404 exactly like
 * another account's or a missing one.
 */
export async function requireSiteRole(
  db: DbOrTx,
  caller: Caller,
  site: { id: number; boltId: number },
  asAdmin: boolean,
  permission: BoltPermission,
): Promise<BoltRole> {
  if (!isSiteKey(caller)) return requireBoltPermission(db, caller, site.boltId, asAdmin, permission);
  if (caller.siteId !== site.id) throw notFound();
  if (!boltRoleCan(SITE_KEY_ROLE, permission)) throw forbidden();
  return SITE_KEY_ROLE;
}

/**
 * A site's access follows its Bolt's: the caller's role there decides, and a site of a Bolt the
 * caller cannot see is a 404 exactly like a site that does not exist.
 */
export async function requireSitePermission(
  db: DbOrTx,
  caller: Caller,
  rawSiteId: string,
  asAdmin: boolean,
  permission: BoltPermission,
): Promise<{ siteId: number; boltId: number; role: BoltRole }> {
  const siteId = parseId(rawSiteId);
  if (siteId === null) throw notFound();
  const [site] = await db.select({ boltId: environments.boltId }).from(environments).where(eq(environments.id, siteId)).limit(1);
  if (!site) throw notFound();
  const role = await requireSiteRole(db, caller, { id: siteId, boltId: site.boltId }, asAdmin, permission);
  return { siteId, boltId: site.boltId, role };
}
