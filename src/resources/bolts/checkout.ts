import type { BillingPeriod } from '../../rules/plans';
import type { Plan } from '../../rules/schemas/bolt';

/** A record of GET admin/checkouts: a checkout with the order it was paid for. */
export interface CheckoutRecord {
  id: string;
  customerId: number;
  customer: string;
  /** The Bolt's name as ordered; null on checkouts from before orders were stored. */
  name: string | null;
  plan: Plan;
  billingPeriod: BillingPeriod;
  amountCents: number;
  state: 'open' | 'failed' | 'unfulfilled' | 'fulfilled';
  createdAt: string;
}
