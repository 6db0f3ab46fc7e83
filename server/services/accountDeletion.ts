import { and, count, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import { liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import {
  accounts,
  billingPortalSessions,
  boltMembers,
  bolts,
  checkouts,
  creditNotes,
  databases,
  domains,
  environments,
  idempotencyKeys,
  invoices,
  mfaRecoveryCodes,
  oneTimeCodes,
  outbox,
  provisioningLogs,
  provisioningOrders,
  smsOutbox,
  sshKeys,
  tokens,
  userPictures,
  users,
} from '../db/schema.js';
import { ApiError, forbidden } from '../http/errors.js';
import { inTransaction } from '../jobs/transaction.js';
import type { SendJob } from '../jobs/types.js';
import { deleteBoltNow } from './bolts.js';
import { deletionConfirmed } from '../../src/rules/profile.js';
import { deletionMessages } from '../../src/rules/schemas/accountDeletion.js';

/** The account-deletion job's queue (server/jobs/accountDeletion.ts). */
export const ACCOUNT_DELETE = 'account-delete';

export interface AccountDeleteJob {
  accountId: number;
}

/** What a deleted person's row keeps: nothing that names or reaches them. */
const anonymous = (id: number) => ({
  email: `deleted-user-${id}@deleted.invalid`,
  firstName: 'Deleted',
  lastName: 'user',
  // Not a hash of any password: no sign-in can match it.
  passwordHash: '!',
  blocked: true,
  picture: null,
  phone: null,
  phoneVerifiedAt: null,
  emailVerifiedAt: null,
  mfaSecret: null,
  mfaEnabledAt: null,
});

/** Only a customer deletes their account; the provider's account (staff and admins) stays. */
const mayDelete = (user: AuthUser) => user.role === 'customer';

/**
 * GET account/deletion: what deleting the caller's account would remove (its live Bolts with their
 * sites, databases and domains, its SSH keys) and keep (invoices and credit notes), and what to type.
 */
export async function deletionPreview(db: DbOrTx, user: AuthUser) {
  const [account] = await db.select({ requestedAt: accounts.deletionRequestedAt }).from(accounts).where(eq(accounts.id, user.accountId));
  const boltRows = mayDelete(user)
    ? await db
        .select({
          id: bolts.id,
          name: bolts.name,
          plan: bolts.plan,
          sites: countDistinct(environments.id),
          databases: sql<number>`(select count(*) from ${databases} where ${databases.boltId} = ${bolts.id})`.mapWith(Number),
          domains: countDistinct(domains.id),
        })
        .from(bolts)
        .leftJoin(environments, eq(environments.boltId, bolts.id))
        .leftJoin(domains, eq(domains.environmentId, environments.id))
        .where(and(eq(bolts.accountId, user.accountId), liveBolt))
        .groupBy(bolts.id)
        .orderBy(bolts.name, bolts.id)
    : [];
  const counted = async (table: typeof sshKeys | typeof invoices | typeof creditNotes) =>
    mayDelete(user) ? Number((await db.select({ n: count() }).from(table).where(eq(table.accountId, user.accountId)))[0].n) : 0;
  return {
    id: String(user.accountId),
    type: 'account-deletion' as const,
    attributes: {
      allowed: mayDelete(user),
      confirmation: user.email,
      bolts: boltRows.map((bolt) => ({ ...bolt, id: String(bolt.id) })),
      sshKeys: await counted(sshKeys),
      invoices: await counted(invoices),
      creditNotes: await counted(creditNotes),
      requestedAt: account?.requestedAt ?? null,
    },
  };
}

/**
 * POST account/delete: typed confirmation, then at once the deletion is recorded, every session
 * of the account's users ends (they are signed out everywhere) and they cannot sign in again; the
 * account-deletion job, queued in the same transaction, removes the data.
 */
export async function requestAccountDeletion(db: DbOrTx, send: SendJob, user: AuthUser, confirmation: string, now = new Date()) {
  if (!mayDelete(user)) throw forbidden(deletionMessages.staff);
  if (!deletionConfirmed(confirmation, user.email)) {
    throw new ApiError(422, [
      {
        status: '422',
        code: 'invalid',
        title: 'Invalid attribute',
        detail: deletionMessages.confirm,
        source: { pointer: '/data/attributes/confirmation' },
      },
    ]);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ deletionRequestedAt: now })
      .where(and(eq(accounts.id, user.accountId), isNull(accounts.deletionRequestedAt)));
    const people = tx.select({ id: users.id }).from(users).where(eq(users.accountId, user.accountId));
    await tx.update(users).set({ blocked: true }).where(eq(users.accountId, user.accountId));
    await tx.delete(tokens).where(inArray(tokens.userId, people));
    const job: AccountDeleteJob = { accountId: user.accountId };
    await send(ACCOUNT_DELETE, job, { singletonKey: `account-delete-${user.accountId}`, db: inTransaction(tx) });
  });
  return deletionMessages.requested;
}

/**
 * The account-deletion job: ends the account's live Bolts as an immediate deletion does, then
 * removes them for good with their sites, databases, domains, certificates, cron jobs and members;
 * removes its SSH keys, CDN orders, billing-portal sessions, and its people's sessions, codes,
 * pictures, MFA secrets, memberships of other accounts' Bolts and the sandbox mail and texts sent
 * to them; and anonymises its people. Invoices, credit notes and checkouts stay (bookkeeping law),
 * and so does the account row with its customer record, the invoices' addressee. Only rows of this
 * account and its people are touched. Run again, it finds nothing more to do.
 */
export async function runAccountDeletion(db: DbOrTx, { accountId }: AccountDeleteJob) {
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
    // Only an account whose owner asked; never the provider's (it holds no customer).
    if (!account?.deletionRequestedAt) return;
    const people = await tx.select().from(users).where(eq(users.accountId, accountId));
    if (people.some((person) => person.role !== 'customer')) return;

    for (const bolt of await tx
      .select()
      .from(bolts)
      .where(and(eq(bolts.accountId, accountId), liveBolt))) {
      await deleteBoltNow(tx, bolt);
    }
    const accountBolts = tx.select({ id: bolts.id }).from(bolts).where(eq(bolts.accountId, accountId));
    // Invoices and checkouts are kept without the Bolt they named (their lines still say what was billed).
    await tx.update(invoices).set({ boltId: null }).where(inArray(invoices.boltId, accountBolts));
    await tx.update(checkouts).set({ boltId: null }).where(inArray(checkouts.boltId, accountBolts));
    await tx.delete(bolts).where(eq(bolts.accountId, accountId));

    await tx.delete(sshKeys).where(eq(sshKeys.accountId, accountId));
    await tx.delete(provisioningOrders).where(eq(provisioningOrders.accountId, accountId));
    await tx.delete(provisioningLogs).where(eq(provisioningLogs.accountId, accountId));
    await tx.delete(billingPortalSessions).where(eq(billingPortalSessions.accountId, accountId));
    await tx.update(accounts).set({ bucketId: null, accountType: null }).where(eq(accounts.id, accountId));

    const ids = people.map((person) => person.id);
    if (!ids.length) return;
    for (const table of [tokens, oneTimeCodes, userPictures, mfaRecoveryCodes, idempotencyKeys, boltMembers]) {
      await tx.delete(table).where(inArray(table.userId, ids));
    }
    const addresses = people.map((person) => person.email.toLowerCase());
    await tx.delete(outbox).where(inArray(sql`lower(${outbox.to})`, addresses));
    const phones = people.flatMap((person) => (person.phone ? [person.phone] : []));
    if (phones.length) await tx.delete(smsOutbox).where(inArray(smsOutbox.to, phones));
    for (const person of people) await tx.update(users).set(anonymous(person.id)).where(eq(users.id, person.id));
  });
}
