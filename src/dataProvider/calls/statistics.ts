import { querySearch, type PeriodQuery } from '../../resources/bolts/statistics/period';
import type { Metric, SeriesOf } from '../../resources/bolts/statistics/series';
import { callPath } from '../callPath';
import type { CallContext } from './context';

/** Calls of the statistics pages that are not CRUD (typed methods of the data provider). */
export const statisticsCalls = (api: CallContext) => ({
  /**
   * Spec 1 §7 GET bolts/{id}/statistics/{metric} (site null) or environments/{id}/statistics/{metric}:
   * one series over inclusive days, by day or by hour.
   */
  statistic: async <M extends Metric>(boltId: number, site: number | null, metric: M, query: PeriodQuery) => {
    const path = site === null ? callPath`bolts/${boltId}/statistics/${metric}` : callPath`environments/${site}/statistics/${metric}`;
    return (await api.send<{ data: SeriesOf<M> }>('GET', `${path}?${querySearch(query)}`)).data;
  },
});
