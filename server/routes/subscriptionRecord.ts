import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { environments } from '../db/schema.js';
import { boltUsage } from '../dataplane/usage.js';
import { currentTerm, trialDaysLeft } from '../../src/rules/billingTerm.js';
import { UNLIMITED } from '../../src/rules/format.js';
import {
  ANNUAL_MONTHS_CHARGED,
  DYNAMIC_REQUESTS_MULTIPLIER,
  EXTRA_STORAGE_CENTS_PER_GB,
  PLAN_NAMES,
  PLAN_TAGLINES,
  PLAN_TERMS,
  priceCents,
  subscriptionCents,
  type BillingPeriod,
} from '../../src/rules/plans.js';
import type { Plan } from '../../src/rules/schemas/bolt.js';
import type { BoltRow } from './boltRecord.js';

/** A plan as the plan pages show it, priced for one billing period (cents, spec 1 §9). */
export const planAttributes = (plan: Plan, billingPeriod: BillingPeriod) => ({
  name: PLAN_NAMES[plan],
  tagline: PLAN_TAGLINES[plan],
  billingPeriod,
  priceCents: priceCents(plan, billingPeriod),
  monthlyCents: PLAN_TERMS[plan].monthlyCents,
  storageMb: PLAN_TERMS[plan].storageMb,
  sites: PLAN_TERMS[plan].sites,
  dynamicRequests: PLAN_TERMS[plan].dynamicRequestsMillions * DYNAMIC_REQUESTS_MULTIPLIER,
});

/** A dedicated Bolt's storage: its own quota, else the plan's. -1 is unlimited. */
export const storageQuotaMb = (bolt: BoltRow) =>
  bolt.dedicated && bolt.storageQuotaMb !== null ? bolt.storageQuotaMb : PLAN_TERMS[bolt.plan].storageMb;

/** Whole GB a dedicated Bolt holds beyond its plan, billed as the extra-storage add-on. */
function extraStorageGb(bolt: BoltRow) {
  const quota = storageQuotaMb(bolt);
  return quota === UNLIMITED ? 0 : Math.max(0, Math.ceil((quota - PLAN_TERMS[bolt.plan].storageMb) / 1024));
}

export function subscriptionAttributes(bolt: BoltRow, now = new Date()) {
  const extra = extraStorageGb(bolt);
  const price = subscriptionCents(bolt.plan, bolt.billingPeriod, extra);
  const term = currentTerm(bolt, now);
  return {
    boltId: bolt.id,
    plan: bolt.plan,
    billingPeriod: bolt.billingPeriod,
    priceCents: price,
    monthlyCents: Math.round(price / (bolt.billingPeriod === 'annual' ? 12 : 1)),
    // Spec 1 §9: annual billing gives one month free.
    annualSavingCents: subscriptionCents(bolt.plan, 'monthly', extra) * 12 - subscriptionCents(bolt.plan, 'annual', extra),
    storageMb: storageQuotaMb(bolt),
    trial: bolt.trialEndsAt !== null,
    trialEndsAt: bolt.trialEndsAt,
    trial_days_left: trialDaysLeft(bolt.trialEndsAt, now),
    custom_contract: bolt.customContract,
    currentTermStart: term.from,
    currentTermEnd: term.to,
    deletionScheduledAt: bolt.deletionScheduledAt,
  };
}

/** Add-ons of a subscription: storage beyond the plan on dedicated Bolts. */
export function addonRecords(bolt: BoltRow) {
  if (storageQuotaMb(bolt) === UNLIMITED) {
    return [{ id: 'unlimited_storage', type: 'addons', attributes: { name: 'Unlimited storage', quantity: 1, unitCents: 0, priceCents: 0 } }];
  }
  const extra = extraStorageGb(bolt);
  if (!extra) return [];
  const months = bolt.billingPeriod === 'annual' ? ANNUAL_MONTHS_CHARGED : 1;
  const unitCents = EXTRA_STORAGE_CENTS_PER_GB * months;
  return [{ id: 'extra_storage', type: 'addons', attributes: { name: 'Extra storage (GB)', quantity: extra, unitCents, priceCents: extra * unitCents } }];
}

export async function siteIdsOf(db: Db, boltId: number) {
  const rows = await db.select({ id: environments.id }).from(environments).where(eq(environments.boltId, boltId));
  return rows.map((row) => row.id);
}

/** GET bolts/{id}/usage: what the Bolt uses against what its plan includes this month. */
export async function usageRecord(db: Db, bolt: BoltRow, now = new Date()) {
  const siteIds = await siteIdsOf(db, bolt.id);
  const usage = boltUsage(bolt, siteIds, now);
  const quotaMb = storageQuotaMb(bolt);
  const included = PLAN_TERMS[bolt.plan].dynamicRequestsMillions * DYNAMIC_REQUESTS_MULTIPLIER;
  const sites = { used: siteIds.length, included: PLAN_TERMS[bolt.plan].sites };
  return {
    id: String(bolt.id),
    type: 'usage',
    attributes: {
      storage: { usedMb: usage.storageUsedMb, quotaMb },
      dynamic_requests: { used: usage.dynamicRequestsUsed, included },
      billing_period: usage.period,
      sites,
      limit_reached:
        (quotaMb !== UNLIMITED && usage.storageUsedMb > quotaMb) || usage.dynamicRequestsUsed > included || sites.used > sites.included,
    },
  };
}
