import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { checkouts } from '../db/schema.js';
import { BillingError, type BillingProvider } from '../dataplane/billing.js';
import { invalid, invalidInputs, notFound } from '../http/errors.js';
import { invalidParameter } from '../http/jsonapi.js';
import { checkoutsResource } from '../resources/checkouts.js';
import { findRecord } from '../resources/records.js';
import { priceCents } from '../../src/rules/plans.js';
import { boltMessages, boltOrderSchema, type BoltCreateInput, type BoltOrder } from '../../src/rules/schemas/boltCreate.js';
import { attachCheckoutInvoice, dropCheckoutInvoice, invoiceCheckout } from './invoices.js';
import { provisionBolt } from './provisionBolt.js';

export type CheckoutRow = typeof checkouts.$inferSelect;

/** A checkout in the one shape of its type (resources/checkouts.ts): the customer it is for, and why a failed payment failed. */
export async function showCheckout(db: DbOrTx, id: string) {
  const record = await findRecord(db, checkoutsResource, eq(checkouts.id, id));
  if (!record) throw notFound();
  return record;
}

/**
 * Records the order and its paid invoice and takes its payment, in the caller's transaction. The
 * rows are written first, so every check the database makes is passed before money moves; the
 * payment is the last step, and a declined one (no money taken) only marks the checkout failed,
 * which the wizard then shows, and takes its invoice back.
 */
export async function openCheckout(db: DbOrTx, billing: BillingProvider, accountId: number, order: BoltOrder): Promise<CheckoutRow> {
  const amountCents = priceCents(order.plan, order.billingPeriod);
  const [row] = await db
    .insert(checkouts)
    .values({ id: `chk_${randomBytes(12).toString('hex')}`, accountId, ...order, amountCents, status: 'paid' })
    .returning();
  await invoiceCheckout(db, row);
  try {
    await billing.pay({ reference: row.id, accountId, amountCents, boltName: order.name });
    return row;
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    await dropCheckoutInvoice(db, row.id);
    const [failed] = await db.update(checkouts).set({ status: 'failed' }).where(eq(checkouts.id, row.id)).returning();
    return failed;
  }
}

/** The caller's lock (`forUpdate`) keeps two creations from one checkout apart. */
export async function findCheckout(db: DbOrTx, id: string, { forUpdate = false } = {}): Promise<CheckoutRow | null> {
  const query = db.select().from(checkouts).where(eq(checkouts.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

const ORDER_FIELDS = ['name', 'url', 'location', 'cms'] as const;

/** What the checkout stored, without the fields a checkout from before stored orders lacks. */
function storedOrder(checkout: CheckoutRow): Partial<Record<(typeof ORDER_FIELDS)[number], string>> {
  return Object.fromEntries(ORDER_FIELDS.flatMap((field) => (checkout[field] === null ? [] : [[field, checkout[field]]])));
}

/**
 * Makes the Bolt a paid checkout was for, in the caller's transaction with the checkout locked: from
 * its stored order, with what `given` corrects (another location when the first has no server left,
 * say) checked by the same rules as the checkout. A checkout that already has its Bolt answers it.
 */
export async function fulfilCheckout(db: DbOrTx, checkout: CheckoutRow, given: Omit<BoltCreateInput, 'customerId'> = {}) {
  if (checkout.boltId !== null) return { created: false, boltId: checkout.boltId };
  if (checkout.status !== 'paid') {
    throw invalidParameter('checkout', checkout.status === 'failed' ? boltMessages.checkoutFailed : boltMessages.checkoutOpen);
  }
  for (const field of ['plan', 'billingPeriod'] as const) {
    if (given[field] && given[field] !== checkout[field]) throw invalid(`/data/attributes/${field}`, boltMessages.checkoutMismatch);
  }
  const corrections = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const parsed = boltOrderSchema.safeParse({ ...storedOrder(checkout), ...corrections, plan: checkout.plan, billingPeriod: checkout.billingPeriod });
  if (!parsed.success) throw invalidInputs(parsed.error.issues);
  const order = parsed.data;
  const boltId = await provisionBolt(db, { ...order, accountId: checkout.accountId, trialEndsAt: null });
  await attachCheckoutInvoice(db, checkout.id, boltId);
  // The checkout keeps the order its Bolt was made from.
  await db
    .update(checkouts)
    .set({ boltId, name: order.name, url: order.url, location: order.location, cms: order.cms })
    .where(eq(checkouts.id, checkout.id));
  return { created: true, boltId };
}
