import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { boltMembers, bolts } from '../db/schema.js';
import { forbidden, notFound } from '../http/errors.js';
import { boltRoleCan, type BoltPermission, type BoltRole } from '../../src/rules/boltRoles.js';
import type { AuthUser } from './session.js';

/**
 * The Bolts a customer may see: its account's own, and those it was made a member of. The
 * memberships as an array read once (`= any(array(…))`), not `in (subquery)`: PostgreSQL then
 * estimates the scope by the account's share of the Bolts (a list's total, README "Lists at
 * scale") and can read the account's index and the primary key together.
 */
export function boltScope(user: AuthUser, db: DbOrTx): SQL {
  const memberOf = db
    .select({ id: boltMembers.boltId })
    .from(boltMembers)
    .where(and(eq(boltMembers.userId, user.id), eq(boltMembers.status, 'active')));
  return or(eq(bolts.accountId, user.accountId), sql`${bolts.id} = any(array(${memberOf}))`)!;
}

/**
 * Not archived: neither deleted at once nor past a deletion scheduled for the end of its term
 * (spec 1 §4), derived from the stored moments so no timer has to archive it.
 */
export const liveBolt = and(isNull(bolts.deletedAt), or(isNull(bolts.deletionScheduledAt), gt(bolts.deletionScheduledAt, sql`now()`)))!;

/**
 * The caller's role in a Bolt: staff on admin paths act as its owner; the Bolt's account users are
 * owners; members have their role. No access at all is a 404, so another account's Bolt stays unseen.
 */
export async function boltRole(db: DbOrTx, user: AuthUser, boltId: number, asAdmin: boolean): Promise<BoltRole> {
  const [row] = await db
    .select({ accountId: bolts.accountId, memberRole: boltMembers.role })
    .from(bolts)
    .leftJoin(boltMembers, and(eq(boltMembers.boltId, bolts.id), eq(boltMembers.userId, user.id), eq(boltMembers.status, 'active')))
    .where(and(eq(bolts.id, boltId), liveBolt))
    .limit(1);
  if (!row) throw notFound();
  if (asAdmin && user.role !== 'customer') return 'owner';
  if (row.accountId === user.accountId) return 'owner';
  if (row.memberRole) return row.memberRole;
  throw notFound();
}

/** Resolves the role and refuses (403) an action the role may not take. */
export async function requireBoltPermission(
  db: DbOrTx,
  user: AuthUser,
  boltId: number,
  asAdmin: boolean,
  permission: BoltPermission,
): Promise<BoltRole> {
  const role = await boltRole(db, user, boltId, asAdmin);
  if (!boltRoleCan(role, permission)) throw forbidden('Your role in this Bolt does not allow this action.');
  return role;
}
