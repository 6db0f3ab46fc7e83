import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { checkouts } from '../db/schema.js';
import type { Plan } from '../../src/rules/schemas/bolt.js';
import { priceCents, type BillingPeriod } from '../../src/rules/plans.js';

export type CheckoutStatus = 'open' | 'paid' | 'failed';

export interface Checkout {
  id: string;
  accountId: number;
  plan: Plan;
  billingPeriod: BillingPeriod;
  amountCents: number;
  status: CheckoutStatus;
  /** Why the payment failed, as the wizard shows it; null unless failed. */
  message: string | null;
  boltId: number | null;
  createdAt: Date;
}

export interface SubscriptionChange {
  boltId: number;
  boltName: string;
  plan: Plan;
  billingPeriod: BillingPeriod;
  storageMb: number | null;
}

/** Thrown when the provider refuses; its message is meant for the person paying. */
export class BillingError extends Error {}

/** The card-billing provider (spec 1 §7: checkout sessions, subscriptions). */
export interface BillingProvider {
  createCheckout(
    order: { accountId: number; plan: Plan; billingPeriod: BillingPeriod; boltName: string },
    db: Db,
  ): Promise<Checkout>;
  /** The caller's lock (`forUpdate`) keeps two creations from one checkout apart. */
  findCheckout(id: string, db: Db, options?: { forUpdate?: boolean }): Promise<Checkout | null>;
  /** Remembers which Bolt a paid checkout became, so creating it again answers the same Bolt. */
  attachBolt(checkoutId: string, boltId: number, db: Db): Promise<void>;
  changeSubscription(change: SubscriptionChange): Promise<void>;
}

/** Sandbox failure injection: a Bolt named `fail-…` has its payment or change declined. */
const fails = (boltName: string) => boltName.trim().toLowerCase().startsWith('fail-');

export const DECLINED = 'The payment was declined. Please check your card details or use another card.';

type CheckoutRow = typeof checkouts.$inferSelect;
const toCheckout = (row: CheckoutRow): Checkout => ({
  ...row,
  plan: row.plan as Plan,
  billingPeriod: row.billingPeriod as BillingPeriod,
  message: row.status === 'failed' ? DECLINED : null,
});

/**
 * Sandbox provider: a checkout is paid at once for the plan's price (annual is 11 months, spec 1
 * §9), kept in the `checkouts` table, with no card and no network.
 */
export function sandboxBilling(): BillingProvider {
  return {
    async createCheckout({ accountId, plan, billingPeriod, boltName }, db) {
      const [row] = await db
        .insert(checkouts)
        .values({
          id: `chk_${randomBytes(12).toString('hex')}`,
          accountId,
          plan,
          billingPeriod,
          amountCents: priceCents(plan, billingPeriod),
          status: fails(boltName) ? 'failed' : 'paid',
        })
        .returning();
      return toCheckout(row);
    },
    async findCheckout(id, db, { forUpdate = false } = {}) {
      const query = db.select().from(checkouts).where(eq(checkouts.id, id));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row ? toCheckout(row) : null;
    },
    async attachBolt(checkoutId, boltId, db) {
      await db.update(checkouts).set({ boltId }).where(eq(checkouts.id, checkoutId));
    },
    async changeSubscription({ boltName }) {
      if (fails(boltName)) throw new BillingError(DECLINED);
    },
  };
}

/** The provider the routes use; a real one would be chosen here by configuration. */
export const billingProvider = (): BillingProvider => sandboxBilling();
