import { and, eq } from 'drizzle-orm';
import { requireBoltPermission } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { parseId, type ListQuery } from '../http/jsonapi.js';
import { listPage } from '../http/listPage.js';
import { type ListSpec, searchThrough } from '../http/listQuery.js';
import { archived, boltsResource, leftAt } from '../resources/bolts.js';
import { findRecord, presentRow, selectResource } from '../resources/records.js';
import { currentTerm } from '../../src/rules/billingTerm.js';
import { billCancellation } from './creditNotes.js';
import type { BoltPermission } from '../../src/rules/boltRoles.js';

/** A Bolt in the one shape of its type (resources/bolts.ts), as GET bolts/{id} answers it. */
export async function showBolt(db: DbOrTx, id: number) {
  const record = await findRecord(db, boltsResource, eq(bolts.id, id));
  if (!record) throw notFound();
  return record;
}

export type BoltRow = typeof bolts.$inferSelect;

/**
 * The live Bolt of a path, once the caller's role in it allows `permission` (404 / 403 otherwise).
 * `forUpdate` locks its row for the caller's transaction, so two changes of it run one after the other.
 */
export async function permittedBolt(
  db: DbOrTx,
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

/** Spec 1 §4: deleted at once (archived, restorable by staff), and billed no more from now (creditNotes.ts). */
export async function deleteBoltNow(db: DbOrTx, bolt: BoltRow) {
  await db.transaction(async (tx) => {
    await tx.update(bolts).set({ deletedAt: new Date(), deletionScheduledAt: null }).where(eq(bolts.id, bolt.id));
    await billCancellation(tx, bolt);
  });
}

/** Spec 1 §4: the Bolt stays until the term it was paid for ends; liveBolt hides it from then on. */
export async function scheduleBoltDeletion(db: DbOrTx, bolt: BoltRow) {
  await db
    .update(bolts)
    .set({ deletionScheduledAt: currentTerm(bolt).to })
    .where(eq(bolts.id, bolt.id));
  return showBolt(db, bolt.id);
}

/** Takes back a scheduled deletion. */
export async function keepBolt(db: DbOrTx, bolt: BoltRow) {
  await db.update(bolts).set({ deletionScheduledAt: null }).where(eq(bolts.id, bolt.id));
  return showBolt(db, bolt.id);
}

const archiveList: ListSpec = {
  id: bolts.id,
  sortable: { name: bolts.name, customer: accounts.name, archivedAt: leftAt },
  defaultSort: { field: 'archivedAt', direction: 'desc' },
  filterable: { plan: bolts.plan },
  search: [bolts.name, searchThrough(bolts.accountId, accounts.id, accounts.name)],
};

/** Staff's archive of deleted Bolts (spec 1 §1, §7). */
export const listArchivedBolts = (db: DbOrTx, query: ListQuery & Record<string, unknown>) =>
  listPage(
    db,
    (fields) => selectResource(db, boltsResource, fields),
    archived,
    archiveList,
    query,
    (row) => presentRow(boltsResource, row),
  );

/** Brings an archived Bolt back, live and with no deletion scheduled. */
export async function restoreBolt(db: DbOrTx, rawId: string) {
  const restored = await db
    .update(bolts)
    .set({ deletedAt: null, deletionScheduledAt: null })
    .where(and(eq(bolts.id, parseId(rawId) ?? 0), archived))
    .returning({ id: bolts.id });
  if (!restored.length) throw notFound();
  return showBolt(db, restored[0].id);
}
