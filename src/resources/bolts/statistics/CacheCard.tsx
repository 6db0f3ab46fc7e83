import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { timeAxis } from './axes';
import { ChartCard } from './ChartCard';
import type { MetricCardProps } from './chartProps';
import { compactNumber, percent, periodText, wholeNumber } from './format';
import { cacheTotals } from './series';
import { useChartColors } from './useChartColors';
import { useStatistic } from './useStatistic';

const OUTCOMES = ['hit', 'miss', 'bypass'] as const;

/** Cache outcomes per day or hour (whole Bolt only), stacked, with the period's hit ratio. */
export function CacheCard({ boltId, site, query, height }: MetricCardProps) {
  const translate = useTranslate();
  const colors = useChartColors();
  const result = useStatistic(boltId, site, 'cache', query);
  const points = result.data ?? [];
  const totals = cacheTotals(points);
  const hasData = totals.total > 0;
  return (
    <ChartCard
      title={translate('app.statistics.cache.title')}
      subtitle={translate('app.statistics.cache.subtitle')}
      figures={
        hasData && totals.hitRatio !== null ? [{ label: translate('app.statistics.figures.hitRatio'), value: percent(totals.hitRatio) }] : undefined
      }
      description={translate('app.statistics.cache.description', {
        period: periodText(query.from, query.to),
        hit: wholeNumber(totals.hit),
        miss: wholeNumber(totals.miss),
        bypass: wholeNumber(totals.bypass),
      })}
      status={result}
      empty={!hasData}
      height={height}
    >
      <BarChart
        height={height}
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 8 }}
        xAxis={[
          timeAxis(
            points.map((point) => point.timestamp),
            query.resolution,
            'band',
          ),
        ]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => compactNumber(value) }]}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
        series={OUTCOMES.map((outcome) => ({
          data: points.map((point) => point[outcome]),
          label: translate(`app.statistics.cache.${outcome}`),
          color: colors[outcome],
          stack: 'cache',
          valueFormatter: (value: number | null) => (value === null ? '—' : wholeNumber(value)),
        }))}
      />
    </ChartCard>
  );
}
