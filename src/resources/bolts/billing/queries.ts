import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import type { BillingPeriod } from '../../../rules/plans';

/**
 * Query keys of one Bolt's calls. They start with the bolts resource, so a write that invalidates
 * `['bolts']` (spec 1 §7: calls that change data clear cached Bolt data) reads them again too.
 */
export const boltKey = (boltId: string, ...rest: unknown[]) => ['bolts', String(boltId), ...rest];

/** The Bolt's subscription: its plan as priced, add-ons and who is billed. */
export const useSubscription = (boltId: string, { enabled = true } = {}) =>
  usePanelQuery(boltKey(boltId, 'subscription'), (dataProvider) => dataProvider.subscription(boltId), { enabled });

/** The plans priced for one billing period; the query waits until the period is known. */
export const usePlans = (boltId: string, billingPeriod: BillingPeriod | undefined) =>
  usePanelQuery(boltKey(boltId, 'plans', billingPeriod), (dataProvider) => dataProvider.suggestedPlans(boltId, billingPeriod!), {
    enabled: billingPeriod !== undefined,
  });

export const useUsage = (boltId: string) => usePanelQuery(boltKey(boltId, 'usage'), (dataProvider) => dataProvider.usage(boltId));
