import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { boltRole, liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { Mailer } from '../dataplane/mail.js';
import type { DbOrTx } from '../db/client.js';
import { boltMembers, bolts, transfers, users } from '../db/schema.js';
import { archived } from '../resources/bolts.js';
import { invalid, notFound } from '../http/errors.js';
import { TRANSFER_VALIDITY_MS } from '../../src/rules/plans.js';
import type { transferDocument, transferRecordSchema } from '../../src/rules/schemas/records/transfer.js';
import { transferMessages } from '../../src/rules/schemas/transfer.js';
import { messages } from '../../src/rules/messages.js';

const EMAIL = '/data/attributes/email';

type TransferRow = typeof transfers.$inferSelect;
type NamedTransfer = TransferRow & { boltName: string; fromName: string };

/** Spec 1 §4: pending for 24 hours; an unanswered request past that shows as expired. */
export function transferStatus(row: TransferRow, now = Date.now()) {
  if (row.status === 'pending' && row.createdAt.getTime() + TRANSFER_VALIDITY_MS <= now) return 'expired';
  return row.status;
}

function transferRecord(row: NamedTransfer, withToken: boolean): z.output<typeof transferRecordSchema> {
  const { id, token, fromUserId: _from, ...rest } = row;
  return {
    id: String(id),
    type: 'transfers',
    attributes: {
      ...rest,
      status: transferStatus(row),
      expiresAt: new Date(row.createdAt.getTime() + TRANSFER_VALIDITY_MS),
      ...(withToken ? { token } : {}),
    },
  };
}

const selectTransfers = (db: DbOrTx) =>
  db
    .select({
      transfer: transfers,
      boltName: bolts.name,
      fromName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(transfers)
    .innerJoin(bolts, eq(bolts.id, transfers.boltId))
    .innerJoin(users, eq(users.id, transfers.fromUserId));

const flatten = (row: { transfer: TransferRow; boltName: string; fromName: string }): NamedTransfer => ({
  ...row.transfer,
  boltName: row.boltName,
  fromName: row.fromName,
});

const toCaller = (user: AuthUser) => eq(sql`lower(${transfers.toEmail})`, user.email.toLowerCase());

/** The recipient must be a known user of another account (spec 1 §5 transfer texts). */
export async function recipientFor(db: DbOrTx, user: AuthUser, boltId: number, email: string, asAdmin: boolean) {
  if (email.toLowerCase() === user.email.toLowerCase()) throw invalid(EMAIL, transferMessages.sameEmail);
  const [recipient] = await db
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!recipient) throw invalid(EMAIL, transferMessages.unknownEmail);
  const [bolt] = await db
    .select()
    .from(bolts)
    .where(and(eq(bolts.id, boltId), liveBolt));
  if (!bolt) throw notFound();
  if (recipient.accountId === bolt.accountId) throw invalid(EMAIL, 'This person’s account already owns this Bolt.');
  if (bolt.trialEndsAt && !asAdmin) throw invalid(EMAIL, 'Free test Bolts cannot be transferred.');
  return recipient;
}

/** Moves the Bolt to the recipient's account; the previous members lose access with it. */
async function handOver(db: DbOrTx, boltId: number, accountId: number) {
  await db.update(bolts).set({ accountId, deletionScheduledAt: null }).where(eq(bolts.id, boltId));
  await db.delete(boltMembers).where(eq(boltMembers.boltId, boltId));
}

async function pendingFor(db: DbOrTx, boltId: number) {
  const rows = await selectTransfers(db)
    .where(and(eq(transfers.boltId, boltId), eq(transfers.status, 'pending')))
    .orderBy(desc(transfers.id));
  return rows.map(flatten).find((row) => transferStatus(row) === 'pending');
}

/**
 * The Bolt's latest transfer, for those with a role in the Bolt or the person it is addressed to
 * (who alone sees its token); anyone else gets a 404.
 */
export async function latestTransfer(db: DbOrTx, user: AuthUser, boltId: number, asAdmin: boolean): Promise<z.output<typeof transferDocument>> {
  const role = await boltRole(db, user, boltId, asAdmin).catch(() => null);
  const latest = await selectTransfers(db)
    .where(and(eq(transfers.boltId, boltId), role ? undefined : toCaller(user)))
    .orderBy(desc(transfers.id))
    .limit(1);
  if (!role && !latest.length) throw notFound();
  const row = latest[0] ? flatten(latest[0]) : null;
  const isRecipient = row !== null && row.toEmail.toLowerCase() === user.email.toLowerCase();
  return {
    data: row ? transferRecord(row, isRecipient) : null,
    meta: { role, canStart: role === 'owner' && !asAdmin, isRecipient },
  };
}

/** Spec 1 §4: asks the recipient, by e-mail, to accept within 24 hours; one pending request at a time. */
export const requestTransfer = (db: DbOrTx, mailer: Mailer, user: AuthUser, boltId: number, email: string) =>
  db.transaction(async (tx) => {
    await recipientFor(tx, user, boltId, email, false);
    if (await pendingFor(tx, boltId)) throw invalid(EMAIL, 'A transfer of this Bolt is already pending.');
    const token = randomBytes(24).toString('base64url');
    const [created] = await tx.insert(transfers).values({ boltId, fromUserId: user.id, toEmail: email, token }).returning();
    await mailer.send(
      {
        to: email,
        subject: 'A Bolt is being transferred to you',
        body: `${user.firstName} ${user.lastName} wants to transfer a Bolt to you. Open /bolts/${boltId}/transfer?token=${token} within 24 hours to accept or decline.`,
      },
      tx,
    );
    const [full] = await selectTransfers(tx).where(eq(transfers.id, created.id));
    return transferRecord(flatten(full), false);
  });

/** The recipient accepts (the Bolt moves to their account) or declines a pending request, once. */
export const decideTransfer = (db: DbOrTx, user: AuthUser, boltId: number, token: string, decision: 'accepted' | 'declined') =>
  db.transaction(async (tx) => {
    const [found] = await selectTransfers(tx)
      .where(and(eq(transfers.boltId, boltId), eq(transfers.token, token), toCaller(user)))
      .for('update', { of: transfers });
    if (!found) throw notFound();
    const row = flatten(found);
    const status = transferStatus(row);
    if (status === 'expired') throw invalid('/data/attributes/token', 'This transfer request has expired.');
    if (status !== 'pending') throw invalid('/data/attributes/token', 'This transfer request is no longer pending.');
    if (decision === 'accepted') await handOver(tx, boltId, user.accountId);
    const [updated] = await tx.update(transfers).set({ status: decision, decidedAt: new Date() }).where(eq(transfers.id, row.id)).returning();
    return transferRecord({ ...updated, boltName: row.boltName, fromName: row.fromName }, false);
  });

/** The sender takes back a pending request. */
export async function cancelTransfer(db: DbOrTx, boltId: number, transferId: number) {
  const cancelled = await db
    .update(transfers)
    .set({ status: 'cancelled', decidedAt: new Date() })
    .where(and(eq(transfers.id, transferId), eq(transfers.boltId, boltId), eq(transfers.status, 'pending')))
    .returning({ id: transfers.id });
  if (!cancelled.length) throw notFound();
}

/** Spec 1 §4 and §6: an admin transfer is instant (pending requests are cancelled) and may include free-plan Bolts. */
export const transferNow = (db: DbOrTx, user: AuthUser, boltId: number, email: string) =>
  db.transaction(async (tx) => {
    const recipient = await recipientFor(tx, user, boltId, email, true);
    await tx
      .update(transfers)
      .set({ status: 'cancelled', decidedAt: new Date() })
      .where(and(eq(transfers.boltId, boltId), eq(transfers.status, 'pending')));
    await handOver(tx, boltId, recipient.accountId);
    const token = randomBytes(24).toString('base64url');
    const [created] = await tx
      .insert(transfers)
      .values({ boltId, fromUserId: user.id, toEmail: email, token, status: 'accepted', decidedAt: new Date() })
      .returning();
    const [full] = await selectTransfers(tx).where(eq(transfers.id, created.id));
    return transferRecord(flatten(full), false);
  });

/** Requests addressed to the caller that are still pending, for the recipient's notice (with their tokens). */
export async function incomingTransfers(db: DbOrTx, user: AuthUser) {
  const rows = await selectTransfers(db)
    .where(and(eq(transfers.status, 'pending'), toCaller(user), liveBolt))
    .orderBy(desc(transfers.id));
  return rows
    .map(flatten)
    .filter((row) => transferStatus(row) === 'pending')
    .map((row) => transferRecord(row, true));
}

const CUSTOMER = '/data/attributes/customerId';

/**
 * An admin moves an archived Bolt to another customer's account at once; it stays archived (its
 * restore is a step of its own) and its members lose access. The move is recorded as an accepted
 * transfer to the account's first customer user. Live Bolts move by e-mail with transferNow.
 */
export const transferArchivedNow = (db: DbOrTx, user: AuthUser, boltId: number, accountId: number) =>
  db.transaction(async (tx) => {
    const [bolt] = await tx
      .select({ accountId: bolts.accountId })
      .from(bolts)
      .where(and(eq(bolts.id, boltId), archived))
      .for('update');
    if (!bolt) throw notFound();
    const [recipient] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.accountId, accountId), eq(users.role, 'customer')))
      .orderBy(users.id)
      .limit(1);
    if (!recipient) throw invalid(CUSTOMER, messages.selectCustomer);
    if (bolt.accountId === accountId) throw invalid(CUSTOMER, 'This customer already owns this Bolt.');
    await tx
      .update(transfers)
      .set({ status: 'cancelled', decidedAt: new Date() })
      .where(and(eq(transfers.boltId, boltId), eq(transfers.status, 'pending')));
    await tx.update(bolts).set({ accountId }).where(eq(bolts.id, boltId));
    await tx.delete(boltMembers).where(eq(boltMembers.boltId, boltId));
    const token = randomBytes(24).toString('base64url');
    await tx.insert(transfers).values({ boltId, fromUserId: user.id, toEmail: recipient.email, token, status: 'accepted', decidedAt: new Date() });
  });
