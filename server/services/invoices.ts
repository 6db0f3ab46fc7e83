import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { bolts, creditNotes, invoices } from '../db/schema.js';
import { applyCredit, documentNumber, dueDate } from '../../src/rules/invoices.js';
import { PLAN_NAMES, type BillingPeriod } from '../../src/rules/plans.js';
import type { Plan } from '../../src/rules/schemas/bolt.js';
import { currentTerm } from '../../src/rules/billingTerm.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLine = InvoiceRow['lines'][number];
type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'number' | 'currency' | 'totalCents' | 'amountDueCents'>;

/** Ids for new rows of `table`, taken before the rows so that each printed number can name its id. */
export async function nextIds(db: DbOrTx, table: 'invoices' | 'credit_notes', count: number): Promise<number[]> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/** The account's currency (chosen at signup; accounts from before signup offered currencies pay in USD), as a value to write. */
export const accountCurrency = (accountId: number) => sql<string>`(select coalesce(currency, 'USD') from accounts where id = ${accountId})`;

type Draft = NewInvoice & { lines: InvoiceLine[] };

/** An invoice written, and what of it is left for the card to pay. */
interface Issued {
  invoice: InvoiceRow;
  chargeCents: number;
}

/**
 * Writes invoices for their `lines` in one statement, each numbered from its id, in the account's
 * currency; with `useCredit` the account's adjustment credit then pays what it can, the oldest
 * invoice first. `chargeCents` is what is left for the card: an invoice written `paid` owes nothing
 * (the caller takes that charge as its last step), any other owes it. An invoice whose Bolt period
 * or checkout is invoiced already is left out (the unique indexes): billing twice writes nothing
 * the second time.
 */
export async function issueInvoices(db: DbOrTx, drafts: Draft[], { useCredit = false } = {}): Promise<Issued[]> {
  if (!drafts.length) return [];
  const ids = await nextIds(db, 'invoices', drafts.length);
  const totals = drafts.map((draft) => draft.lines.reduce((sum, line) => sum + line.amountCents, 0));
  const rows = await db
    .insert(invoices)
    .values(
      drafts.map((draft, i) => ({
        ...draft,
        id: ids[i],
        number: documentNumber('INV', ids[i], draft.issuedAt),
        currency: accountCurrency(draft.accountId),
        totalCents: totals[i],
        amountDueCents: draft.status === 'paid' ? 0 : totals[i],
      })),
    )
    .onConflictDoNothing()
    .returning();
  const issued: Issued[] = [];
  for (const row of rows.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.id - b.id)) {
    const credit = useCredit ? await takeCredit(db, row.accountId, row.totalCents) : null;
    if (!credit?.creditUsedCents) {
      issued.push({ invoice: row, chargeCents: row.totalCents });
      continue;
    }
    const [withCredit] = await db
      .update(invoices)
      .set({ creditUsedCents: credit.creditUsedCents, amountDueCents: row.status === 'paid' ? 0 : credit.amountDueCents })
      .where(eq(invoices.id, row.id))
      .returning();
    issued.push({ invoice: withCredit, chargeCents: credit.amountDueCents });
  }
  return issued;
}

/** One invoice (issueInvoices); null when it is invoiced already. */
export async function issueInvoice(db: DbOrTx, draft: Draft, options: { useCredit?: boolean } = {}): Promise<Issued | null> {
  return (await issueInvoices(db, [draft], options))[0] ?? null;
}

/**
 * Takes the account's adjustment credit (credit notes with something left, oldest first) for an
 * invoice of `totalCents`, locking the notes for the caller's transaction.
 */
async function takeCredit(db: DbOrTx, accountId: number, totalCents: number) {
  const notes = await db
    .select({ id: creditNotes.id, availableCents: creditNotes.availableCents })
    .from(creditNotes)
    .where(and(eq(creditNotes.accountId, accountId), eq(creditNotes.type, 'adjustment'), gt(creditNotes.availableCents, 0)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id))
    .for('update');
  const credit = applyCredit(totalCents, notes);
  for (const note of credit.remaining) {
    await db.update(creditNotes).set({ availableCents: note.availableCents }).where(eq(creditNotes.id, note.id));
  }
  return credit;
}

/** The latest invoice of a Bolt's terms: its renewal, its checkout's first term, or a plan change's rest of a term. */
export async function latestTermInvoice(db: DbOrTx, boltId: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.boltId, boltId), sql`${invoices.periodStart} is not null`))
    .orderBy(desc(invoices.periodStart), desc(invoices.id))
    .limit(1);
  return row ?? null;
}

const PERIOD_NAMES: Record<BillingPeriod, string> = { monthly: 'monthly', annual: 'annually' };

/** The line of a plan for a period (the invoice names the period): "Acme shop: Business plan, billed monthly". */
export const planLine = (boltName: string, plan: Plan, period: BillingPeriod, amountCents: number): InvoiceLine => ({
  description: `${boltName}: ${PLAN_NAMES[plan]} plan, billed ${PERIOD_NAMES[period]}`,
  amountCents,
});

/** What a checkout bought, as one line. */
interface CheckoutSale {
  id: string;
  accountId: number;
  product: 'bolt' | 'certificate' | 'cdn';
  plan: string;
  billingPeriod: string;
  name: string | null;
  amountCents: number;
}

const CERTIFICATE_NAMES: Record<string, string> = { NAMECHEAP: 'Positive SSL', SECTIGO: 'Sectigo' };

function checkoutLine(sale: CheckoutSale): InvoiceLine {
  const name = sale.name ?? sale.id;
  const description =
    sale.product === 'certificate'
      ? `${CERTIFICATE_NAMES[sale.plan] ?? sale.plan} certificate for ${name}, one year`
      : sale.product === 'cdn'
        ? `Accelerated Domains for ${name}, first month`
        : `${name}: ${PLAN_NAMES[sale.plan as Plan] ?? sale.plan} plan, first ${sale.billingPeriod === 'annual' ? 'year' : 'month'}`;
  return { description, amountCents: sale.amountCents };
}

/**
 * The paid invoice of a checkout (a Bolt, a paid certificate or Accelerated Domains), written in the
 * checkout's transaction before its payment is taken, so the payment stays the last step. A Bolt's
 * invoice gets its Bolt and first term when the Bolt is made (attachCheckoutInvoice).
 */
export async function invoiceCheckout(db: DbOrTx, sale: CheckoutSale, now = new Date()) {
  await issueInvoice(db, {
    accountId: sale.accountId,
    checkoutId: sale.id,
    issuedAt: now,
    dueAt: dueDate(now, 0),
    status: 'paid',
    paidAt: now,
    lines: [checkoutLine(sale)],
  });
}

/** A declined checkout took no money: its invoice goes with it. */
export async function dropCheckoutInvoice(db: DbOrTx, checkoutId: string) {
  await db.delete(invoices).where(eq(invoices.checkoutId, checkoutId));
}

/**
 * The Bolt a paid checkout became: its invoice covers the Bolt's first term, so the billing job
 * bills the Bolt from its second term on.
 */
export async function attachCheckoutInvoice(db: DbOrTx, checkoutId: string, boltId: number) {
  const [bolt] = await db.select({ createdAt: bolts.createdAt, billingPeriod: bolts.billingPeriod }).from(bolts).where(eq(bolts.id, boltId));
  const firstTerm = currentTerm({ ...bolt, trialEndsAt: null }, bolt.createdAt);
  await db.update(invoices).set({ boltId, periodStart: firstTerm.from, periodEnd: firstTerm.to }).where(eq(invoices.checkoutId, checkoutId));
}
