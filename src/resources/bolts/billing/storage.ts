import { storageGb, UNLIMITED } from '../../../rules/format';
import { messages } from '../../../rules/messages';
import { subscriptionCents, type BillingPeriod } from '../../../rules/plans';
import type { Plan } from '../../../rules/schemas/bolt';
import { MAX_STORAGE_MB, MIN_STORAGE_MB, quotaSchema, subscriptionMessages } from '../../../rules/schemas/subscription';

/** Spec 1 §9: 1024 MB per GB. */
export const MB_PER_GB = 1024;

export const gbToMb = (gb: number) => gb * MB_PER_GB;

/** Whole GB that hold `mb`: what a quota in MB is in the change-storage input. */
export const wholeGb = (mb: number) => Math.ceil(mb / MB_PER_GB);

/**
 * The whole-GB range the storage input offers: the server's 10 GB to 10 TB, and never below what
 * the Bolt uses now (the server refuses that too).
 */
export function storageBoundsGb(usedMb: number): { min: number; max: number } {
  const max = MAX_STORAGE_MB / MB_PER_GB;
  return { min: Math.min(max, Math.max(MIN_STORAGE_MB / MB_PER_GB, wholeGb(usedMb))), max };
}

/** Whole GB of a quota beyond what the plan includes; these are billed as the extra-storage add-on. */
export function extraStorageGb(quotaMb: number, planStorageMb: number): number {
  if (quotaMb === UNLIMITED) return 0;
  return Math.max(0, wholeGb(quotaMb - planStorageMb));
}

/** How full the storage is, 0-100; null when unlimited (nothing to fill). */
export function usedPercent(usedMb: number, quotaMb: number): number | null {
  if (quotaMb === UNLIMITED) return null;
  if (quotaMb <= 0) return 100;
  return Math.min(100, Math.round((usedMb / quotaMb) * 1000) / 10);
}

export interface StorageValues {
  storageGb?: number | string | null;
  /** Staff only: -1 on the server. */
  unlimited?: boolean;
}

/** The MB the quota call sends for the form's values. */
export const quotaMbOf = (values: StorageValues) => (values.unlimited ? UNLIMITED : gbToMb(Number(values.storageGb)));

/**
 * The change-storage form's checks, with the server's own messages: the quota schema (whole GB,
 * 10 GB to 10 TB) and never below what the Bolt uses now.
 */
export function validateStorage(values: StorageValues, usedMb: number): Record<string, string> {
  if (values.unlimited) return {};
  if (values.storageGb === '' || values.storageGb == null) return { storageGb: messages.required };
  const parsed = quotaSchema.safeParse({ storageMb: quotaMbOf(values) });
  if (!parsed.success) return { storageGb: parsed.error.issues[0].message };
  if (parsed.data.storageMb < usedMb) return { storageGb: subscriptionMessages.belowUsage(storageGb(usedMb) ?? '') };
  return {};
}

/** What a quota would cost: the whole GB beyond the plan and the subscription's new price in cents. */
export function storagePrice(plan: Plan, period: BillingPeriod, planStorageMb: number, quotaMb: number) {
  const extraGb = extraStorageGb(quotaMb, planStorageMb);
  return { extraGb, totalCents: subscriptionCents(plan, period, extraGb) };
}
