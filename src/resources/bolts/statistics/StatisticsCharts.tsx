import { Box } from '@mui/material';
import type { ComponentType } from 'react';
import { useIsSmall } from '../../../components/useIsSmall';
import { CacheCard } from './CacheCard';
import { CHART_HEIGHT, type MetricCardProps } from './chartProps';
import { ContentTypesCard } from './ContentTypesCard';
import type { PeriodQuery } from './period';
import { RequestsCard } from './RequestsCard';
import { metricsFor, type Metric } from './series';
import { StorageCard } from './StorageCard';
import { TtfbCard } from './TtfbCard';

const cards: Record<Metric, ComponentType<MetricCardProps>> = {
  ttfb: TtfbCard,
  storage: StorageCard,
  'dynamic-requests': RequestsCard,
  'content-types': ContentTypesCard,
  cache: CacheCard,
};

/** The metric cards the scope has: all five for the Bolt, three for a site. */
export function StatisticsCharts({ boltId, site, query }: { boltId: number; site: number | null; query: PeriodQuery }) {
  const height = useIsSmall() ? CHART_HEIGHT.small : CHART_HEIGHT.large;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      {metricsFor(site).map((metric) => {
        const Card = cards[metric];
        return <Card key={metric} boltId={boltId} site={site} query={query} height={height} />;
      })}
    </Box>
  );
}
