import type { Plan } from './schemas/bolt';

/** What each plan includes. Prices are stored in cents (spec 1 §9); storage in MB, -1 unlimited. */
export interface PlanTerms {
  monthlyCents: number;
  storageMb: number;
  sites: number;
  dynamicRequestsMillions: number;
}

export const PLAN_TERMS: Record<Plan, PlanTerms> = {
  pro: { monthlyCents: 2900, storageMb: 10 * 1024, sites: 3, dynamicRequestsMillions: 1 },
  business: { monthlyCents: 7900, storageMb: 25 * 1024, sites: 10, dynamicRequestsMillions: 3 },
  scale: { monthlyCents: 19900, storageMb: 50 * 1024, sites: 25, dynamicRequestsMillions: 10 },
  enterprise: { monthlyCents: 49900, storageMb: 100 * 1024, sites: 100, dynamicRequestsMillions: 30 },
};

export type BillingPeriod = 'monthly' | 'annual';

/** Spec 1 §9: annual billing gives one month free, so a year costs eleven months. */
export const ANNUAL_MONTHS_CHARGED = 11;

export function priceCents(plan: Plan, period: BillingPeriod): number {
  const monthly = PLAN_TERMS[plan].monthlyCents;
  return period === 'annual' ? monthly * ANNUAL_MONTHS_CHARGED : monthly;
}

/** Free test Bolts an account may hold at once (spec 1 §9 leaves the number to us). */
export const MAX_FREE_TEST_BOLTS = 2;
export const TRIAL_DAYS = 14;

/** Spec 1 §9 and §4. */
export const TRANSFER_VALIDITY_MS = 24 * 3600 * 1000;
export const DEV_MODE_MS = 3 * 3600 * 1000;
export const DYNAMIC_REQUESTS_MULTIPLIER = 1_000_000;

export const BILLING_PERIODS = ['monthly', 'annual'] as const satisfies readonly BillingPeriod[];

export const PLAN_NAMES: Record<Plan, string> = { pro: 'Pro', business: 'Business', scale: 'Scale', enterprise: 'Enterprise' };

/** Spec 1 §3 plan taglines, quoted exactly. */
export const PLAN_TAGLINES: Record<Plan, string> = {
  pro: 'Grow online effortlessly',
  business: 'Power your business growth',
  scale: 'Fuel your success',
  enterprise: 'For small and growing enterprises',
};

/** Storage a dedicated Bolt holds beyond its plan is billed per GB per month (our price). */
export const EXTRA_STORAGE_CENTS_PER_GB = 50;

/** What a plan with `extraStorageGb` costs for one billing period, in cents. */
export function subscriptionCents(plan: Plan, period: BillingPeriod, extraStorageGb = 0): number {
  const months = period === 'annual' ? ANNUAL_MONTHS_CHARGED : 1;
  return priceCents(plan, period) + extraStorageGb * EXTRA_STORAGE_CENTS_PER_GB * months;
}
