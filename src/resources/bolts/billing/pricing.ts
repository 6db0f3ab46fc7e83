import type { BillingPeriod } from '../../../rules/plans';
import { PLANS, type Plan } from '../../../rules/schemas/bolt';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Spec 1 §9: prices are stored in cents and shown divided by 100, e.g. 7900 -> "$79.00". */
export const priceText = (cents: number) => usd.format(cents / 100);

/** Spec 1 §9: annual billing gives one month free; the saving is a year of monthly prices less the annual price. */
export const annualSavingCents = (monthlyCents: number, annualCents: number) => Math.max(0, monthlyCents * 12 - annualCents);

/** What a price for one billing period comes to per month, rounded to the cent. */
export const perMonthCents = (cents: number, period: BillingPeriod) => (period === 'annual' ? Math.round(cents / 12) : cents);

export interface Subscribed {
  plan: Plan;
  billingPeriod: BillingPeriod;
}

/** What choosing `to` means for a Bolt on `from`: nothing, a larger or smaller plan, or only another billing period. */
export type PlanChange = 'current' | 'upgrade' | 'downgrade' | 'period';

export function planChange(from: Subscribed, to: Subscribed): PlanChange {
  const step = PLANS.indexOf(to.plan) - PLANS.indexOf(from.plan);
  if (step > 0) return 'upgrade';
  if (step < 0) return 'downgrade';
  return from.billingPeriod === to.billingPeriod ? 'current' : 'period';
}
