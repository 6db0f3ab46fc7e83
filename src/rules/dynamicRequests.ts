import type { Plan } from './schemas/bolt';
import { PLAN_TERMS } from './plans';

/**
 * The periods staff rank Bolts by dynamic requests over (spec 1 §1 dynamic-request overview): the
 * last whole UTC days up to and including today, today alone, the last 7 or the last 30.
 */
export const DYNAMIC_REQUEST_PERIODS = ['day', 'week', 'month'] as const;
export type DynamicRequestPeriod = (typeof DYNAMIC_REQUEST_PERIODS)[number];

export const PERIOD_DAYS: Record<DynamicRequestPeriod, number> = { day: 1, week: 7, month: 30 };

/** A plan's allowance is a month's (spec 1 §9); a shorter period allows its share of 30 days. */
const ALLOWANCE_DAYS = 30;

/** What the ranking can be ordered by: the requests, the share of the allowance, the Bolt's or the customer's name. */
export const DYNAMIC_REQUEST_SORTS = ['requests', 'share', 'name', 'customer'] as const;
export type DynamicRequestSort = (typeof DYNAMIC_REQUEST_SORTS)[number];

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Dynamic requests the plan allows in the period, in millions. */
export const periodAllowance = (plan: Plan, period: DynamicRequestPeriod) =>
  round((PLAN_TERMS[plan].dynamicRequestsMillions * PERIOD_DAYS[period]) / ALLOWANCE_DAYS, 6);

/** The share of the allowance used (1 is all of it, above 1 over it), to 4 decimals. */
export const shareOfAllowance = (requests: number, allowance: number) => (allowance > 0 ? round(requests / allowance, 4) : 0);

const millions = new Intl.NumberFormat('en', { maximumFractionDigits: 3 });
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });

/** A count in millions as the overview shows it: up to 3 decimals (1,000 requests). */
export const formatMillions = (value: number) => millions.format(value);
/** A share of the allowance as a whole percent: 1.234 is "123%". */
export const formatShare = (share: number) => percent.format(share);
