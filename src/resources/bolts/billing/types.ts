import type { BoltPermission, BoltRole } from '../../../rules/boltRoles';
import type { BillingPeriod } from '../../../rules/plans';
import type { Plan } from '../../../rules/schemas/bolt';

/** GET bolts/{id}/subscription attributes (spec 1 §3 Subscription; prices in cents, storage in MB). */
export interface Subscription {
  boltId: number;
  plan: Plan;
  billingPeriod: BillingPeriod;
  priceCents: number;
  monthlyCents: number;
  annualSavingCents: number;
  storageMb: number;
  trial: boolean;
  trialEndsAt: string | null;
  trial_days_left: number;
  custom_contract: boolean;
  currentTermStart: string;
  currentTermEnd: string;
  deletionScheduledAt: string | null;
}

/** A plan as priced for one billing period (included `plans`, and GET products/suggest-subscription). */
export interface PlanOffer {
  name: string;
  tagline: string;
  billingPeriod: BillingPeriod;
  priceCents: number;
  monthlyCents: number;
  storageMb: number;
  sites: number;
  dynamicRequests: number;
  suggested?: boolean;
  current?: boolean;
}

export interface Addon {
  name: string;
  quantity: number;
  unitCents: number;
  priceCents: number;
}

export interface Included {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}

export interface SubscriptionDocument {
  data: { id: string; attributes: Subscription };
  included?: Included[];
}

/** GET bolts/{id}/usage attributes. */
export interface Usage {
  storage: { usedMb: number; quotaMb: number };
  dynamic_requests: { used: number; included: number };
  billing_period: { from: string; to: string };
  sites: { used: number; included: number };
  limit_reached: boolean;
}

/** The caller's place in a Bolt, as GET bolts/{id}/users answers it in meta. */
export interface BoltAccess {
  role: BoltRole;
  permissions: BoltPermission[];
}
