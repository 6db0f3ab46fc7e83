import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts, environments } from '../db/schema.js';
import { BillingError, type BillingProvider, type SubscriptionChange } from '../dataplane/billing.js';
import type { MetricsTime } from '../dataplane/measuredSites.js';
import { boltUsage, storageUsedMb } from '../dataplane/usage.js';
import { ApiError, forbidden, invalid } from '../http/errors.js';
import { listMeta } from '../http/jsonapi.js';
import { currentTerm, trialDaysLeft } from '../../src/rules/billingTerm.js';
import { storageGb, UNLIMITED } from '../../src/rules/format.js';
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
import { PLANS, type Plan } from '../../src/rules/schemas/bolt.js';
import type {
  productsDocument,
  subscriptionAddonRecordSchema,
  subscriptionDocument as subscriptionDocumentSchema,
  subscriptionRecordSchema,
  usageRecordSchema,
} from '../../src/rules/schemas/records/billing.js';
import { subscriptionMessages } from '../../src/rules/schemas/subscription.js';
import type { BoltRow } from './bolts.js';
import { billPlanChange } from './creditNotes.js';
import { planLine, type InvoiceLine } from './invoices.js';

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

export function subscriptionRecord(bolt: BoltRow, now = new Date()): z.output<typeof subscriptionRecordSchema> {
  const extra = extraStorageGb(bolt);
  const price = subscriptionCents(bolt.plan, bolt.billingPeriod, extra);
  const term = currentTerm(bolt, now);
  return {
    id: String(bolt.id),
    type: 'subscriptions',
    attributes: {
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
    },
  };
}

/** Add-ons of a subscription: storage beyond the plan on dedicated Bolts. */
export function addonRecords(bolt: BoltRow): z.output<typeof subscriptionAddonRecordSchema>[] {
  if (storageQuotaMb(bolt) === UNLIMITED) {
    return [{ id: 'unlimited_storage', type: 'addons', attributes: { name: 'Unlimited storage', quantity: 1, unitCents: 0, priceCents: 0 } }];
  }
  const extra = extraStorageGb(bolt);
  if (!extra) return [];
  const months = bolt.billingPeriod === 'annual' ? ANNUAL_MONTHS_CHARGED : 1;
  const unitCents = EXTRA_STORAGE_CENTS_PER_GB * months;
  return [
    { id: 'extra_storage', type: 'addons', attributes: { name: 'Extra storage (GB)', quantity: extra, unitCents, priceCents: extra * unitCents } },
  ];
}

/** What one term of the subscription bills: the plan for its billing period, and its add-ons priced for it. */
export function termLines(bolt: BoltRow): InvoiceLine[] {
  const addons = addonRecords(bolt)
    .filter(({ attributes }) => attributes.priceCents > 0)
    .map(({ attributes }) => ({ description: `${attributes.name} × ${attributes.quantity}`, amountCents: attributes.priceCents }));
  return [planLine(bolt.name, bolt.plan, bolt.billingPeriod, priceCents(bolt.plan, bolt.billingPeriod)), ...addons];
}

/** The Bolt's sites, with when each was created (what the metrics count from). */
export const sitesOf = (db: DbOrTx, boltId: number) =>
  db.select({ id: environments.id, createdAt: environments.createdAt }).from(environments).where(eq(environments.boltId, boltId));

/** GET bolts/{id}/usage: what the Bolt uses against what its plan includes this month, by the metrics at `time`. */
export async function usageRecord(db: DbOrTx, bolt: BoltRow, time: MetricsTime): Promise<z.output<typeof usageRecordSchema>> {
  const siteRows = await sitesOf(db, bolt.id);
  const usage = boltUsage(bolt, siteRows, time);
  const quotaMb = storageQuotaMb(bolt);
  const included = PLAN_TERMS[bolt.plan].dynamicRequestsMillions * DYNAMIC_REQUESTS_MULTIPLIER;
  const sites = { used: siteRows.length, included: PLAN_TERMS[bolt.plan].sites };
  return {
    id: String(bolt.id),
    type: 'usage',
    attributes: {
      storage: { usedMb: usage.storageUsedMb, quotaMb },
      dynamic_requests: { used: usage.dynamicRequestsUsed, included },
      billing_period: usage.period,
      sites,
      limit_reached: (quotaMb !== UNLIMITED && usage.storageUsedMb > quotaMb) || usage.dynamicRequestsUsed > included || sites.used > sites.included,
    },
  };
}

export const SUBSCRIPTION_INCLUDES = ['plan', 'customer', 'addons', 'scheduled'] as const;
export type SubscriptionInclude = (typeof SUBSCRIPTION_INCLUDES)[number];

/** The Bolt's subscription, with the records `include` names. */
export async function subscriptionDocument(
  db: DbOrTx,
  bolt: BoltRow,
  include: SubscriptionInclude[],
): Promise<z.output<typeof subscriptionDocumentSchema>> {
  const included: NonNullable<z.output<typeof subscriptionDocumentSchema>['included']> = [];
  if (include.includes('plan')) included.push({ id: bolt.plan, type: 'plans', attributes: planAttributes(bolt.plan, bolt.billingPeriod) });
  if (include.includes('customer')) {
    const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, bolt.accountId));
    included.push({ id: String(bolt.accountId), type: 'customers', attributes: { name: account.name } });
  }
  if (include.includes('addons')) included.push(...addonRecords(bolt));
  if (include.includes('scheduled') && bolt.deletionScheduledAt) {
    included.push({ id: `${bolt.id}-deletion`, type: 'scheduled_changes', attributes: { action: 'delete', at: bolt.deletionScheduledAt } });
  }
  const data = subscriptionRecord(bolt);
  return include.length ? { data, included } : { data };
}

/** Custom contracts are billed by hand: only staff change them (spec 1 §3 Subscription.custom_contract). */
export function refuseCustomContract(bolt: BoltRow, staff: boolean) {
  if (bolt.customContract && !staff) throw forbidden(subscriptionMessages.customContract);
}

/**
 * Asks the provider for the change, as the last step of the caller's transaction (the row is
 * written before, so nothing that can fail comes after the money moved). A refusal reaches the
 * person as it was given: 402, and the transaction's writes roll back.
 */
async function chargeChange(billing: BillingProvider, change: SubscriptionChange) {
  try {
    await billing.changeSubscription(change);
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    throw new ApiError(402, [{ status: '402', code: 'payment_failed', title: 'Payment failed', detail: error.message }]);
  }
}

/**
 * Spec 1 §2 change-plan on a locked Bolt: its sites must fit the plan; choosing a paid plan ends a
 * free test (trialEndsAt cleared), whatever the plan. The change is billed for the rest of the term
 * (creditNotes.ts billPlanChange). The answer is read before the provider is asked, so nothing can
 * fail once money moved.
 */
export async function changePlan(
  tx: DbOrTx,
  billing: BillingProvider,
  bolt: BoltRow,
  staff: boolean,
  { plan, billingPeriod }: { plan: Plan; billingPeriod: BillingPeriod },
) {
  refuseCustomContract(bolt, staff);
  const sites = (await sitesOf(tx, bolt.id)).length;
  if (sites > PLAN_TERMS[plan].sites) {
    throw invalid('/data/attributes/plan', subscriptionMessages.tooManySites(PLAN_NAMES[plan], PLAN_TERMS[plan].sites, sites));
  }
  const [row] = await tx.update(bolts).set({ plan, billingPeriod, trialEndsAt: null }).where(eq(bolts.id, bolt.id)).returning();
  await billPlanChange(tx, bolt, row, termLines(row));
  const answer = await subscriptionDocument(tx, row, []);
  await chargeChange(billing, { boltId: bolt.id, boltName: bolt.name, plan, billingPeriod, storageMb: bolt.storageQuotaMb });
  return answer;
}

const STORAGE = '/data/attributes/storageMb';

/** Spec 1 §2 change-storage of a locked dedicated Bolt: never below what it holds; unlimited by staff only. */
export async function changeStorage(tx: DbOrTx, billing: BillingProvider, bolt: BoltRow, staff: boolean, storageMb: number, time: MetricsTime) {
  if (!bolt.dedicated) throw invalid(STORAGE, subscriptionMessages.dedicatedOnly);
  refuseCustomContract(bolt, staff);
  if (storageMb === UNLIMITED && !staff) throw invalid(STORAGE, subscriptionMessages.unlimitedStaffOnly);
  const used = storageUsedMb(await sitesOf(tx, bolt.id), time);
  if (storageMb !== UNLIMITED && storageMb < used) throw invalid(STORAGE, subscriptionMessages.belowUsage(storageGb(used)!));
  const [row] = await tx.update(bolts).set({ storageQuotaMb: storageMb }).where(eq(bolts.id, bolt.id)).returning();
  const answer = { data: await usageRecord(tx, row, time) };
  await chargeChange(billing, { boltId: bolt.id, boltName: bolt.name, plan: bolt.plan, billingPeriod: bolt.billingPeriod, storageMb });
  return answer;
}

/** The cheapest plan from `from` up whose sites and storage hold what the Bolt uses now. */
function suggestPlan(from: Plan, usage: { sites: number; storageMb: number } | null): Plan {
  const candidates = PLANS.slice(PLANS.indexOf(from));
  const fits = (plan: Plan) => !usage || (PLAN_TERMS[plan].sites >= usage.sites && PLAN_TERMS[plan].storageMb >= usage.storageMb);
  return candidates.find(fits) ?? 'enterprise';
}

/** Every plan priced for a billing period, with the one suggested for the Bolt's usage (from `plan` up) and its current one. */
export async function suggestSubscription(
  db: DbOrTx,
  bolt: BoltRow | null,
  query: { plan?: Plan; billingPeriod?: BillingPeriod },
  time: MetricsTime,
): Promise<z.output<typeof productsDocument>> {
  const siteRows = bolt ? await sitesOf(db, bolt.id) : [];
  const usage = bolt ? { sites: siteRows.length, storageMb: storageUsedMb(siteRows, time) } : null;
  const billingPeriod = query.billingPeriod ?? bolt?.billingPeriod ?? 'monthly';
  const suggested = suggestPlan(query.plan ?? 'pro', usage);
  return {
    data: PLANS.map((plan) => ({
      id: plan,
      type: 'products',
      attributes: { ...planAttributes(plan, billingPeriod), suggested: plan === suggested, current: plan === bolt?.plan },
    })),
    meta: { ...listMeta(1, PLANS.length, PLANS.length, PLANS.length), billingPeriod, suggested },
  };
}
