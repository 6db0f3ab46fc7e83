import { apiCall } from '../../../dataProvider/send';
import { useApiQuery } from '../../../dataProvider/useApiQuery';
import { querySearch, type PeriodQuery } from './period';
import type { Metric } from './series';

/** One series of the Bolt (site null) or of one site over a period. */
export function useStatistic<T>(boltId: number, site: number | null, metric: Metric, query: PeriodQuery) {
  const path = site === null ? `bolts/${boltId}/statistics/${metric}` : `environments/${site}/statistics/${metric}`;
  return useApiQuery(['statistics', path, query], async () => (await apiCall<{ data: T }>('GET', `${path}?${querySearch(query)}`)).data);
}
