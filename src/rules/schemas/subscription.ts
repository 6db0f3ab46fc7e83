import { z } from 'zod';
import { messages } from '../messages';
import { BILLING_PERIODS } from '../plans';
import { UNLIMITED } from '../format';
import { PLANS } from './bolt';

/** Texts of plan and storage changes the specs leave to us, in their tone. */
export const subscriptionMessages = {
  customContract: 'This Bolt has a custom contract. Please contact support to change its subscription.',
  tooManySites: (plan: string, included: number, used: number) =>
    `The ${plan} plan includes ${included} sites; this Bolt has ${used}. Please remove sites or choose a larger plan.`,
  dedicatedOnly: 'Storage can only be changed for dedicated Bolts.',
  storageBounds: 'Storage must be whole gigabytes between 10 GB and 10 TB.',
  unlimitedStaffOnly: 'Only staff can set unlimited storage.',
  belowUsage: (usedGb: string) => `Storage cannot be set below what the Bolt uses now (${usedGb} GB).`,
} as const;

export const updateSubscriptionSchema = z.object({
  plan: z.enum(PLANS, messages.oneOf),
  billingPeriod: z.enum(BILLING_PERIODS, messages.oneOf),
});

/** A dedicated Bolt's storage: 10 GB to 10 TB in whole GB (1024 MB each, spec 1 §9), or unlimited. */
export const MIN_STORAGE_MB = 10 * 1024;
export const MAX_STORAGE_MB = 10 * 1024 * 1024;

export const quotaSchema = z.object({
  storageMb: z.coerce
    .number(messages.wholeNumber)
    .int(messages.wholeNumber)
    .refine((mb) => mb === UNLIMITED || (mb % 1024 === 0 && mb >= MIN_STORAGE_MB && mb <= MAX_STORAGE_MB), subscriptionMessages.storageBounds),
});
