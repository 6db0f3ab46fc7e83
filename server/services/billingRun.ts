import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { BillingConfig } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { billingPortalSessions, bolts, creditNotes, invoices } from '../db/schema.js';
import { BillingError, type BillingProvider } from '../dataplane/billing.js';
import type { Term } from '../../src/rules/billingTerm.js';
import { dueDate, termsToBill } from '../../src/rules/invoices.js';
import { issueInvoices, type InvoiceRow } from './invoices.js';
import { termLines } from './subscriptions.js';

type BillingSettings = Pick<BillingConfig, 'dueDays' | 'dunningDays'>;

const DAY_MS = 86_400_000;

/**
 * The end of the period of each Bolt's latest term invoice (null: none yet). The Bolts' columns
 * are written out: Drizzle leaves a column of the queried table unqualified in a selected
 * expression, where it would name the invoice's own.
 */
const billedUntil = sql<Date | null>`(select i.period_end from ${invoices} i
  where i.bolt_id = "bolts"."id" and i.period_start is not null order by i.period_start desc, i.id desc limit 1)`.mapWith(invoices.periodEnd);

/** Whether the Bolt's account has adjustment credit left to pay its next invoice with. */
const hasCredit = sql<boolean>`exists (select 1 from ${creditNotes} c
  where c.account_id = "bolts"."account_id" and c.type = 'adjustment' and c.available_cents > 0)`;

type BoltRow = typeof bolts.$inferSelect;

/** A term's invoice, written paid (the card is charged as the last step, or it was when it was issued). */
const termInvoice = (bolt: BoltRow, term: Term, settings: BillingSettings, paidAt: Date) => ({
  accountId: bolt.accountId,
  boltId: bolt.id,
  issuedAt: term.from,
  dueAt: dueDate(term.from, settings.dueDays),
  periodStart: term.from,
  periodEnd: term.to,
  status: 'paid' as const,
  paidAt,
  lines: termLines(bolt),
});

/** The Bolts billing may find a term due for: live, paid, not under a custom contract. */
const billable = and(isNull(bolts.deletedAt), isNull(bolts.trialEndsAt), eq(bolts.customContract, false));

/**
 * Bills one Bolt's due terms (usually the one that began; a history, oldest first, from `since`)
 * in a transaction of its own with the Bolt locked, so two runs at once bill it once. The invoices
 * are written paid and their rest after credit charged in one payment, the last step; a declined
 * card leaves them posted, to be paid in the billing portal by their due date.
 */
async function billBolt(db: DbOrTx, billing: BillingProvider, settings: BillingSettings, boltId: number, now: Date, since: Date) {
  return db.transaction(async (tx) => {
    const [{ bolt, billedUntil: until, hasCredit: useCredit }] = await tx
      .select({ bolt: bolts, billedUntil, hasCredit })
      .from(bolts)
      .where(eq(bolts.id, boltId))
      .for('update');
    const drafts = termsToBill(bolt, until, now, since).map((term) => termInvoice(bolt, term, settings, now));
    const issued = await issueInvoices(tx, drafts, { useCredit });
    const charged = issued.filter((item) => item.chargeCents > 0);
    if (!charged.length) return issued.map((item) => item.invoice);
    const amountCents = charged.reduce((sum, item) => sum + item.chargeCents, 0);
    const reference = charged.map((item) => item.invoice.number).join(',');
    try {
      await billing.pay({ reference, accountId: bolt.accountId, amountCents, boltName: bolt.name });
      return issued.map((item) => item.invoice);
    } catch (error) {
      if (!(error instanceof BillingError)) throw error;
      const posted = new Map<number, InvoiceRow>();
      for (const { invoice, chargeCents } of charged) {
        const [row] = await tx
          .update(invoices)
          .set({ status: 'posted', paidAt: null, amountDueCents: chargeCents })
          .where(eq(invoices.id, invoice.id))
          .returning();
        posted.set(row.id, row);
      }
      return issued.map(({ invoice }) => posted.get(invoice.id) ?? invoice);
    }
  });
}

/**
 * Bills the due terms of every Bolt at `now`: the daily job the terms that began (`since` = now),
 * the demo's seed its history. How many invoices were written, and how many of them the card declined.
 */
async function billTerms(db: DbOrTx, billing: BillingProvider, settings: BillingSettings, now: Date, since = now) {
  const candidates = await db.select({ bolt: bolts, billedUntil }).from(bolts).where(billable);
  let billed = 0;
  let declined = 0;
  for (const candidate of candidates) {
    if (!termsToBill(candidate.bolt, candidate.billedUntil, now, since).length) continue;
    const written = await billBolt(db, billing, settings, candidate.bolt.id, now, since);
    billed += written.length;
    declined += written.filter((invoice) => invoice.status === 'posted').length;
  }
  return { billed, declined };
}

/**
 * A billing history brought over from the provider's books (the demo's seed): every billable
 * Bolt's terms that began from `since` to `until`, by the rules the job bills with, written in one
 * statement as paid when they were issued. How many invoices were written.
 */
export async function importBillingHistory(db: DbOrTx, settings: BillingSettings, since: Date, until: Date) {
  const candidates = await db.select({ bolt: bolts, billedUntil }).from(bolts).where(billable);
  const drafts = candidates.flatMap(({ bolt, billedUntil: billed }) =>
    termsToBill(bolt, billed, until, since).map((term) => termInvoice(bolt, term, settings, term.from)),
  );
  return (await issueInvoices(db, drafts)).length;
}

/**
 * Unpaid invoices move on with time: past their due date to payment due, which blocks the account
 * (403002), and INVOICE_DUNNING_DAYS later to not paid.
 */
async function moveUnpaidOn(db: DbOrTx, settings: BillingSettings, now: Date) {
  const dunned = new Date(now.getTime() - settings.dunningDays * DAY_MS);
  const notPaid = await db
    .update(invoices)
    .set({ status: 'not_paid' })
    .where(and(inArray(invoices.status, ['posted', 'payment_due']), lt(invoices.dueAt, dunned)))
    .returning({ id: invoices.id });
  const paymentDue = await db
    .update(invoices)
    .set({ status: 'payment_due' })
    .where(and(eq(invoices.status, 'posted'), lt(invoices.dueAt, now)))
    .returning({ id: invoices.id });
  return { paymentDue: paymentDue.length, notPaid: notPaid.length };
}

/** Refundable credit notes go back to the card; their invoice goes from refund due to refunded. */
async function refundCredits(db: DbOrTx, billing: BillingProvider) {
  const due = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.type, 'refundable'), gt(creditNotes.availableCents, 0)));
  let refunded = 0;
  for (const note of due) {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(creditNotes)
        .set({ availableCents: 0 })
        .where(and(eq(creditNotes.id, note.id), eq(creditNotes.availableCents, note.availableCents)))
        .returning({ id: creditNotes.id });
      if (!taken) return;
      if (note.invoiceId !== null) {
        await tx
          .update(invoices)
          .set({ status: 'refunded' })
          .where(and(eq(invoices.id, note.invoiceId), eq(invoices.status, 'refund_due')));
      }
      await billing.refund({ reference: note.number, accountId: note.accountId, amountCents: note.availableCents });
      refunded++;
    });
  }
  return refunded;
}

/**
 * The daily billing run (server/jobs/billing.ts): bills the terms that began, moves unpaid invoices
 * on, refunds what is due and forgets billing-portal links that have expired. Every step is
 * idempotent, so a run repeated or retried changes nothing more.
 */
export async function runBilling(db: DbOrTx, billing: BillingProvider, settings: BillingSettings, now = new Date(), since = now) {
  const terms = await billTerms(db, billing, settings, now, since);
  const unpaid = await moveUnpaidOn(db, settings, now);
  const refunded = await refundCredits(db, billing);
  const ended = await db
    .delete(billingPortalSessions)
    .where(lt(billingPortalSessions.expiresAt, now))
    .returning({ token: billingPortalSessions.tokenHash });
  return { ...terms, ...unpaid, refunded, portalSessionsEnded: ended.length };
}
