import type { BillingPeriod } from './plans';

/** Billing terms are derived from the Bolt's stored dates, never kept as state of their own. */
export interface Term {
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;

/** Adds calendar months in UTC; the 31st falls back to the month's last day, as card billing does. */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date);
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** The cycle of `months` months, counted from `anchor`, that holds `now`. */
export function cycleAt(anchor: Date, months: number, now: Date): Term {
  const monthsSince = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth();
  let start = Math.max(0, Math.floor(monthsSince / months) * months);
  if (start > 0 && addMonths(anchor, start) > now) start -= months;
  return { from: addMonths(anchor, start), to: addMonths(anchor, start + months) };
}

export interface BillableBolt {
  createdAt: Date;
  billingPeriod: BillingPeriod;
  trialEndsAt: Date | null;
}

/**
 * The current term: a free test runs from creation to the trial's end; a paid Bolt renews every
 * month or year from the day it was created. Deletion "at end of term" (spec 1 §4) uses its end.
 */
export function currentTerm(bolt: BillableBolt, now = new Date()): Term {
  if (bolt.trialEndsAt) return { from: bolt.createdAt, to: bolt.trialEndsAt };
  return cycleAt(bolt.createdAt, bolt.billingPeriod === 'annual' ? 12 : 1, now);
}

/**
 * Usage allowances (dynamic requests) are per month whatever the billing period. A free test's
 * allowance is its trial (14 days, under a month), so its dashboard and plan page name one period.
 */
export function usagePeriod(bolt: { createdAt: Date; trialEndsAt?: Date | null }, now = new Date()): Term {
  if (bolt.trialEndsAt) return { from: bolt.createdAt, to: bolt.trialEndsAt };
  return cycleAt(bolt.createdAt, 1, now);
}

/** Spec 1 §3 Subscription.trial_days_left: whole days, rounded up; 0 without a trial or after it. */
export function trialDaysLeft(trialEndsAt: Date | null, now = new Date()): number {
  if (!trialEndsAt) return 0;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}
