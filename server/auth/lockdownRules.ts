import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { lockdowns, users } from '../db/schema.js';
import { forbidden, invalid } from '../http/errors.js';
import type { AuthUser } from './session.js';
import { lockdownMessages } from '../../src/rules/schemas/lockdown.js';

/**
 * Who may lock whom (README "Who may do what to whom"): a lockdown is for customers, so nobody
 * locks their own account or an account that holds staff or admins — the back office can never
 * lock itself out.
 */
export async function requireLockable(db: DbOrTx, accountId: number, user: AuthUser) {
  if (accountId === user.accountId) throw invalid('/data/attributes/accountId', lockdownMessages.ownAccount);
  const [staffMember] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.role, ['staff', 'admin'])))
    .limit(1);
  if (staffMember) throw invalid('/data/attributes/accountId', lockdownMessages.staffAccount);
}

/** What an admin set, only an admin changes or lifts; a missing lockdown is left to the caller's 404. */
export async function requireLiftRight(db: DbOrTx, lockdownId: number, user: AuthUser) {
  if (user.role === 'admin') return;
  const [setter] = await db
    .select({ role: users.role })
    .from(lockdowns)
    .innerJoin(users, eq(users.id, lockdowns.createdBy))
    .where(eq(lockdowns.id, lockdownId));
  if (setter?.role === 'admin') throw forbidden(lockdownMessages.adminLock);
}
