import { callPath } from '../callPath';
import { fromApi, type ApiRecord } from '../records';
import type { CallContext } from './context';

/** Calls of plans, storage and checkouts that are not CRUD (typed methods of the data provider). */
export const billingCalls = (api: CallContext) => ({
  /** POST admin/billing/checkout/{id}/complete: staff make the Bolt a paid checkout is still missing. */
  completeCheckout: async (id: string) => {
    const body = await api.send<{ data: ApiRecord }>('POST', callPath`billing/checkout/${id}/complete`, undefined, { idempotent: true });
    return { data: fromApi(body.data) };
  },
});
