import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { requireBoltPermission } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { bolts } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { parseId, toRecord } from '../http/jsonapi.js';
import { boltsResource } from '../resources/bolts.js';
import type { BoltPermission } from '../../src/rules/boltRoles.js';

/** A Bolt in the shape GET bolts/{id} answers, from the one declaration that defines it. */
export async function showBolt(db: Db, id: number) {
  const query = db.select(boltsResource.selection).from(bolts).$dynamic() as unknown as PgSelect;
  const [row] = await (boltsResource.joins ? boltsResource.joins(query) : query).where(eq(bolts.id, id)).limit(1);
  if (!row) throw notFound();
  return toRecord('bolts', row as { id: number });
}

export type BoltRow = typeof bolts.$inferSelect;

/**
 * The live Bolt of a path, once the caller's role in it allows `permission` (404 / 403 otherwise).
 * `forUpdate` locks its row for the caller's transaction, so two changes of it run one after the other.
 */
export async function permittedBolt(
  db: Db,
  user: AuthUser,
  rawId: string,
  asAdmin: boolean,
  permission: BoltPermission,
  { forUpdate = false } = {},
): Promise<BoltRow> {
  const id = parseId(rawId);
  if (id === null) throw notFound();
  await requireBoltPermission(db, user, id, asAdmin, permission);
  const query = db.select().from(bolts).where(eq(bolts.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Staff on admin/… paths; plain paths act as a customer even for staff (ARCHITECTURE §3). */
export const actsAsStaff = (user: AuthUser, asAdmin: boolean) => asAdmin && user.role !== 'customer';
