import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { creditNotes, invoices } from '../db/schema.js';
import { currentTerm, type Term } from '../../src/rules/billingTerm.js';
import { documentNumber, OPEN_STATUSES, prorate, type CreditNoteReason, type CreditNoteType } from '../../src/rules/invoices.js';
import type { BoltRow } from './bolts.js';
import { accountCurrency, issueInvoice, latestTermInvoice, nextIds, type InvoiceLine, type InvoiceRow } from './invoices.js';

interface NewCreditNote {
  accountId: number;
  invoiceId: number;
  type: CreditNoteType;
  reasonCode: CreditNoteReason;
  totalCents: number;
  issuedAt: Date;
}

/** A credit note numbered from its id, in the account's currency, all of it available. */
async function issueCreditNote(db: DbOrTx, note: NewCreditNote) {
  const [id] = await nextIds(db, 'credit_notes', 1);
  const [row] = await db
    .insert(creditNotes)
    .values({
      ...note,
      id,
      number: documentNumber('CN', id, note.issuedAt),
      currency: accountCurrency(note.accountId),
      availableCents: note.totalCents,
    })
    .returning();
  return row;
}

/** The latest term invoice of a Bolt when its period runs past `now`, with that period. */
async function currentInvoice(db: DbOrTx, boltId: number, now: Date): Promise<{ invoice: InvoiceRow; period: Term } | null> {
  const invoice = await latestTermInvoice(db, boltId);
  if (!invoice?.periodStart || !invoice.periodEnd || invoice.periodEnd <= now) return null;
  return { invoice, period: { from: invoice.periodStart, to: invoice.periodEnd } };
}

/**
 * A plan or billing period changed mid-term (spec 1 §2 change-plan), billed as a card-billing
 * provider does: the unused rest of the term already invoiced becomes an adjustment credit note,
 * and the new plan's rest of its term is invoiced, paid first from the account's credit and the
 * rest by the subscription change the caller asks the provider for last. So a downgrade leaves
 * credit that pays the next invoices; an upgrade costs the difference. A free test that becomes
 * paid is invoiced from now to the end of its term. `termLines` are the new plan's for a whole
 * term, prorated here. A term not invoiced yet is left to the billing
 * job, which bills it at the new price; custom contracts are billed by hand.
 */
export async function billPlanChange(db: DbOrTx, before: BoltRow, after: BoltRow, termLines: InvoiceLine[], now = new Date()) {
  if (after.customContract) return;
  const trial = before.trialEndsAt !== null;
  if (!trial && before.plan === after.plan && before.billingPeriod === after.billingPeriod) return;
  const billed = trial ? null : await currentInvoice(db, after.id, now);
  if (!trial && !billed) return;
  if (billed) {
    const unused = prorate(billed.invoice.totalCents, billed.period, now);
    if (unused > 0) {
      await issueCreditNote(db, {
        accountId: after.accountId,
        invoiceId: billed.invoice.id,
        type: 'adjustment',
        reasonCode: 'subscription_change',
        totalCents: unused,
        issuedAt: now,
      });
    }
  }
  const term = currentTerm(after, now);
  const lines = termLines.map((line) => ({ ...line, amountCents: prorate(line.amountCents, term, now) }));
  await issueInvoice(
    db,
    {
      accountId: after.accountId,
      boltId: after.id,
      issuedAt: now,
      dueAt: now,
      periodStart: now,
      periodEnd: term.to,
      status: 'paid',
      paidAt: now,
      lines,
    },
    { useCredit: true },
  );
}

/**
 * A Bolt deleted at once (spec 1 §4, cancelImmediately=1) stops being billed, and the term it was
 * invoiced for ends now: a paid invoice's unused rest becomes a refundable credit note (the invoice
 * shows refund due until the billing job refunds it), and an invoice not paid yet is voided.
 */
export async function billCancellation(db: DbOrTx, bolt: BoltRow, now = new Date()) {
  const billed = await currentInvoice(db, bolt.id, now);
  if (!billed) return;
  const { invoice, period } = billed;
  if ((OPEN_STATUSES as readonly string[]).includes(invoice.status)) {
    await db
      .update(invoices)
      .set({ status: 'voided' })
      .where(and(eq(invoices.id, invoice.id), inArray(invoices.status, [...OPEN_STATUSES])));
    return;
  }
  // What the card paid, never what credit paid: credit is not turned into money.
  const unused = Math.min(prorate(invoice.totalCents, period, now), invoice.totalCents - invoice.creditUsedCents);
  if (invoice.status !== 'paid' || unused <= 0) return;
  await issueCreditNote(db, {
    accountId: invoice.accountId,
    invoiceId: invoice.id,
    type: 'refundable',
    reasonCode: 'subscription_cancellation',
    totalCents: unused,
    issuedAt: now,
  });
  await db.update(invoices).set({ status: 'refund_due' }).where(eq(invoices.id, invoice.id));
}
