import type { BoltAllocationRecord } from '../../rules/schemas/records/accounts';
import { fromApi, type ApiRecord } from '../records';
import type { CallContext } from './context';

/** Staff's accounts (spec 1 §2 /accounts/{accountId}/resource-allocation). */
export const accountAllocationCalls = (api: CallContext) => ({
  /** GET admin/accounts/{id}/resource-allocation: each live Bolt of the account against its plan. */
  resourceAllocation: async (accountId: string) => {
    const body = await api.send<{ data: ApiRecord[]; meta: { account: string } }>(
      'GET',
      `accounts/${encodeURIComponent(accountId)}/resource-allocation`,
    );
    return { account: body.meta.account, bolts: body.data.map((record) => fromApi<BoltAllocationRecord>(record)) };
  },
});
