import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import type { PeriodQuery } from './period';
import type { Metric } from './series';

/** One series of the Bolt (site null) or of one site over a period, cached under the record it describes. */
export function useStatistic<M extends Metric>(boltId: number, site: number | null, metric: M, query: PeriodQuery) {
  const owner = site === null ? ['bolts', String(boltId)] : ['environments', String(site)];
  return usePanelQuery([...owner, 'statistics', metric, query], (dataProvider) => dataProvider.statistic(boltId, site, metric, query));
}
