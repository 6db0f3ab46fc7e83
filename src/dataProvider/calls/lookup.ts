import type { LookupMatch } from '../../rules/schemas/records/lookup';
import { fromApi, type ApiRecord } from '../records';
import type { CallContext } from './context';

/** Staff's lookup (spec 1 §2 /lookup). */
export const lookupCalls = (api: CallContext) => ({
  /** GET admin/lookup?q=: the Bolts a database, site name, domain, IP address or API key names. */
  lookup: async (q: string) =>
    (await api.send<{ data: ApiRecord[] }>('GET', `lookup?${new URLSearchParams({ q })}`)).data.map((record) => fromApi<LookupMatch>(record)),
});
