import type { BoltPermission, BoltRole } from '../../../rules/boltRoles';
import type { PlanRecord, ProductRecord, SubscriptionAddonRecord, SubscriptionRecord, UsageRecord } from '../../../rules/schemas/records/billing';

/** GET bolts/{id}/subscription attributes (spec 1 §3 Subscription; prices in cents, storage in MB). */
export type Subscription = SubscriptionRecord['attributes'];

/**
 * A plan as priced for one billing period: an included `plans` record of a subscription, or one of
 * GET products/suggest-subscription, which also says whether it is the suggested and the current one.
 */
export type PlanOffer = PlanRecord['attributes'] & Partial<Pick<ProductRecord['attributes'], 'suggested' | 'current'>>;

export type Addon = SubscriptionAddonRecord['attributes'];

/** GET bolts/{id}/usage attributes. */
export type Usage = UsageRecord['attributes'];

/** The caller's place in a Bolt, as GET bolts/{id}/users answers it in meta. */
export interface BoltAccess {
  role: BoltRole;
  permissions: BoltPermission[];
}
