import type { SearchResult } from '../../rules/schemas/records/search';
import { searchTypesParam, type SearchType } from '../../rules/search';
import type { CallContext } from './context';

/** Spec 1 §2 search (the overlay, the top Bolt search, the mobile combined site/Bolt search). */
export const searchCalls = (api: CallContext) => ({
  /**
   * GET search?q=&filter[type]=: the caller's records of `types` matching `q` and the help
   * articles (staff and admins: admin/search, every account's, each with its customer).
   */
  search: async (q: string, types: readonly SearchType[]) =>
    (await api.send<{ data: SearchResult[] }>('GET', `search?${new URLSearchParams({ q, 'filter[type]': searchTypesParam(types) })}`)).data,
});
