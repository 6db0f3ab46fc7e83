import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { useRole } from '../../layout/useRole';
import { canSearch, searchTypesParam, type SearchType } from '../../rules/search';

/**
 * The search's results for `q` (already debounced) of `types`: asked only when `q` may be searched
 * (spec 1 §2: 1 character, staff more than 1) and `enabled`; the last answer stays while the next loads.
 */
export function useSearchResults(q: string, types: readonly SearchType[], enabled = true) {
  const role = useRole();
  const ready = enabled && canSearch(role, q);
  const query = usePanelQuery(['search', q.trim(), searchTypesParam(types)], (dataProvider) => dataProvider.search(q.trim(), types), {
    enabled: ready,
    keepPrevious: true,
  });
  return {
    ready,
    results: ready ? (query.data ?? []) : [],
    isFetching: ready && query.isFetching,
    isError: ready && query.isError,
    refetch: query.refetch,
  };
}
