import type { PeriodQuery } from './period';

/** What every metric card gets from the page. */
export interface MetricCardProps {
  boltId: number;
  site: number | null;
  query: PeriodQuery;
  height: number;
}

/** Chart height on phones and on larger screens. */
export const CHART_HEIGHT = { small: 220, large: 260 } as const;
