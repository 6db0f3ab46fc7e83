import { currentTerm, type BillableBolt, type Term } from './billingTerm';

/** Spec 1 §3 billing statuses, stored with underscores (the database's INVOICE_STATUSES). */
export const INVOICE_STATUSES = ['paid', 'not_paid', 'posted', 'payment_due', 'pending', 'voided', 'refunded', 'refund_due'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What the billing portal offers to pay: every invoice issued and not paid, due or not yet. */
export const OPEN_STATUSES = ['posted', 'payment_due', 'not_paid'] as const satisfies readonly InvoiceStatus[];

/** Spec 1 §8: the billing provider's portal did not open (a blocked popup, a refused call); retry later. */
export const PORTAL_FAILED = 'The billing provider could not be opened. Please try again later.';

/** How often the blocked page asks whether the invoices paid in the billing portal have lifted the block. */
export const PAID_UP_POLL_MS = 3000;

/** Credit notes in the card-billing provider's terms: `adjustment` pays later invoices, `refundable` goes back to the card. */
export const CREDIT_NOTE_TYPES = ['adjustment', 'refundable'] as const;
export type CreditNoteType = (typeof CREDIT_NOTE_TYPES)[number];

/** Why a credit note was issued: a plan or billing-period change, or a Bolt deleted at once. */
export const CREDIT_NOTE_REASONS = ['subscription_change', 'subscription_cancellation'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

/** A stored value shown as words (spec 1 §3: "not paid", "payment due"), capitalised as a label. */
export function statusLabel(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An amount in cents in its ISO 4217 currency, e.g. 7900 USD -> "$79.00", 7900 EUR -> "€79.00". */
export const amountText = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/** The number printed on an invoice (INV-2026-000042) or credit note (CN-2026-000007): its id within its year of issue. */
export const documentNumber = (prefix: 'INV' | 'CN', id: number, issuedAt: Date) =>
  `${prefix}-${issuedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

const DAY_MS = 86_400_000;

/** An invoice is due `days` days after it is issued (INVOICE_DUE_DAYS). */
export const dueDate = (issuedAt: Date, days: number) => new Date(issuedAt.getTime() + days * DAY_MS);

/** What a Bolt's billing depends on, beyond its term. */
export interface BilledBolt extends BillableBolt {
  customContract: boolean;
  deletedAt: Date | null;
  deletionScheduledAt: Date | null;
}

/**
 * The terms to bill for a Bolt at `now`, oldest first: the term holding `now`, and those before it
 * that began at `since` or later (the daily job passes `now`: the current term only; the demo's
 * seed its history). Free tests are not billed; custom contracts are billed by hand under their
 * contract; a deleted Bolt stops, and one whose deletion is scheduled for a term's start is not
 * billed for that term. `billedUntil` is the end of the period of the Bolt's latest invoice (a
 * renewal, a checkout's first term or a plan change's rest of the term): a term it reaches is billed.
 */
export function termsToBill(bolt: BilledBolt, billedUntil: Date | null, now: Date, since: Date = now): Term[] {
  if (bolt.trialEndsAt || bolt.customContract || bolt.deletedAt || bolt.createdAt > now) return [];
  const terms: Term[] = [];
  for (let term = currentTerm(bolt, now); ; term = currentTerm(bolt, new Date(term.from.getTime() - 1))) {
    const billed = billedUntil !== null && billedUntil >= term.to;
    const ended = bolt.deletionScheduledAt !== null && bolt.deletionScheduledAt <= term.from;
    if (!billed && !ended) terms.unshift(term);
    if (billed || term.from <= bolt.createdAt || term.from <= since) return terms;
  }
}

/** The share of `cents` a term has left from `from` on, rounded to the cent (a plan change or a cancellation mid-term). */
export function prorate(cents: number, term: Term, from: Date): number {
  const length = term.to.getTime() - term.from.getTime();
  if (length <= 0) return 0;
  const left = Math.min(Math.max(term.to.getTime() - from.getTime(), 0), length);
  return Math.round((cents * left) / length);
}

/** A credit note with something left to use. */
interface AvailableCredit {
  id: number;
  availableCents: number;
}

/** How much of `totalCents` the account's credit pays, taking the oldest credit first, and what each note gives. */
export function applyCredit(totalCents: number, credits: readonly AvailableCredit[]) {
  let due = totalCents;
  const taken: AvailableCredit[] = [];
  for (const credit of credits) {
    if (due <= 0) break;
    const cents = Math.min(credit.availableCents, due);
    if (cents <= 0) continue;
    taken.push({ id: credit.id, availableCents: credit.availableCents - cents });
    due -= cents;
  }
  return { creditUsedCents: totalCents - due, amountDueCents: due, remaining: taken };
}
