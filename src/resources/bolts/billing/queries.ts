import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../dataProvider/send';
import { API_KEY, useApiQuery } from '../../../dataProvider/useApiQuery';
import type { BillingPeriod } from '../../../rules/plans';
import type { PlansDocument, SubscriptionDocument, Usage } from './types';

/** Query keys of one Bolt's calls; `boltKey(id)` alone is the prefix that invalidates them all. */
export const boltKey = (boltId: string, ...rest: unknown[]) => ['bolt', String(boltId), ...rest];

export const useSubscription = (boltId: string, { enabled = true } = {}) =>
  useApiQuery(
    boltKey(boltId, 'subscription'),
    () => apiCall<SubscriptionDocument>('GET', `bolts/${boltId}/subscription?include=plan,customer,addons,scheduled`),
    { enabled },
  );

export const usePlans = (boltId: string, billingPeriod: BillingPeriod | undefined, { enabled = true } = {}) =>
  useApiQuery(
    boltKey(boltId, 'plans', billingPeriod),
    () => apiCall<PlansDocument>('GET', `products/suggest-subscription?boltId=${boltId}${billingPeriod ? `&billingPeriod=${billingPeriod}` : ''}`),
    { enabled },
  );

export const useUsage = (boltId: string, { enabled = true } = {}) =>
  useApiQuery(
    boltKey(boltId, 'usage'),
    async () => (await apiCall<{ data: { attributes: Usage } }>('GET', `bolts/${boltId}/usage`)).data.attributes,
    { enabled },
  );

/**
 * After a change to a Bolt: our calls about it and react-admin's Bolt records (plan chips, the side
 * bar, lists) are fetched again. Spec 1 §7: calls that change data clear cached Bolt data.
 */
export function useRefreshBolt() {
  const queryClient = useQueryClient();
  return useCallback(
    (boltId: string) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [API_KEY, ...boltKey(boltId)] }),
        queryClient.invalidateQueries({ queryKey: ['bolts'] }),
      ]),
    [queryClient],
  );
}
