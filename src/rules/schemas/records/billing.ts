import { z } from 'zod';
import { BILLING_PERIODS } from '../../plans';
import { PLANS } from '../bolt';
import { int, listMeta, moment, resourceObject } from './document';

/** A plan as the plan pages show it, priced for one billing period (cents, spec 1 §9); storage in MB, -1 unlimited. */
const planAttributes = {
  name: z.string(),
  tagline: z.string(),
  billingPeriod: z.enum(BILLING_PERIODS),
  priceCents: int,
  monthlyCents: int,
  storageMb: int,
  sites: int,
  dynamicRequests: int,
};

/** Included `plans` of a subscription; the id is the plan. */
export const planRecordSchema = resourceObject('plans', planAttributes);
export type PlanRecord = z.input<typeof planRecordSchema>;

/** GET products/suggest-subscription: every plan, the suggested one for the Bolt's usage and its current one. */
export const productRecordSchema = resourceObject('products', { ...planAttributes, suggested: z.boolean(), current: z.boolean() });
export type ProductRecord = z.input<typeof productRecordSchema>;
export const productsDocument = z.strictObject({
  data: z.array(productRecordSchema),
  meta: listMeta.extend({ billingPeriod: z.enum(BILLING_PERIODS), suggested: z.enum(PLANS) }),
});
export type ProductsDocument = z.input<typeof productsDocument>;

/** Spec 1 §3 Subscription: a Bolt's plan, price, trial and current term. */
export const subscriptionRecordSchema = resourceObject('subscriptions', {
  boltId: int,
  plan: z.enum(PLANS),
  billingPeriod: z.enum(BILLING_PERIODS),
  priceCents: int,
  monthlyCents: int,
  annualSavingCents: int,
  storageMb: int,
  trial: z.boolean(),
  trialEndsAt: moment.nullable(),
  trial_days_left: int,
  custom_contract: z.boolean(),
  currentTermStart: moment,
  currentTermEnd: moment,
  deletionScheduledAt: moment.nullable(),
});
export type SubscriptionRecord = z.input<typeof subscriptionRecordSchema>;

/** Add-ons of a subscription: storage beyond the plan on dedicated Bolts. */
export const subscriptionAddonRecordSchema = resourceObject('addons', { name: z.string(), quantity: int, unitCents: int, priceCents: int });
export type SubscriptionAddonRecord = z.input<typeof subscriptionAddonRecordSchema>;

/** GET bolts/{id}/subscription?include=plan,customer,addons,scheduled. */
export const subscriptionDocument = z.strictObject({
  data: subscriptionRecordSchema,
  included: z
    .array(
      z.union([
        planRecordSchema,
        resourceObject('customers', { name: z.string() }),
        subscriptionAddonRecordSchema,
        resourceObject('scheduled_changes', { action: z.literal('delete'), at: moment }),
      ]),
    )
    .optional(),
});
export type SubscriptionDocument = z.input<typeof subscriptionDocument>;

/** GET bolts/{id}/usage: what the Bolt uses this month against what its plan includes. */
export const usageRecordSchema = resourceObject('usage', {
  storage: z.strictObject({ usedMb: int, quotaMb: int }),
  dynamic_requests: z.strictObject({ used: int, included: int }),
  billing_period: z.strictObject({ from: moment, to: moment }),
  sites: z.strictObject({ used: int, included: int }),
  limit_reached: z.boolean(),
});
export type UsageRecord = z.input<typeof usageRecordSchema>;
