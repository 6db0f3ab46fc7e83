import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { environments } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../http/jsonapi.js';
import type { BoltPermission, BoltRole } from '../../src/rules/boltRoles.js';
import type { AuthUser } from './session.js';
import { requireBoltPermission } from './boltAccess.js';

/**
 * A site's access follows its Bolt's: the caller's role there decides, and a site of a Bolt the
 * caller cannot see is a 404 exactly like a site that does not exist.
 */
export async function requireSitePermission(
  db: DbOrTx,
  user: AuthUser,
  rawSiteId: string,
  asAdmin: boolean,
  permission: BoltPermission,
): Promise<{ siteId: number; boltId: number; role: BoltRole }> {
  const siteId = parseId(rawSiteId);
  if (siteId === null) throw notFound();
  const [site] = await db.select({ boltId: environments.boltId }).from(environments).where(eq(environments.id, siteId)).limit(1);
  if (!site) throw notFound();
  const role = await requireBoltPermission(db, user, site.boltId, asAdmin, permission);
  return { siteId, boltId: site.boltId, role };
}
