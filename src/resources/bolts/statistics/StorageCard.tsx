import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { storageGb } from '../../../rules/format';
import { timeAxis } from './axes';
import { ChartCard } from './ChartCard';
import type { MetricCardProps } from './chartProps';
import { decimalNumber, periodText } from './format';
import { gigabytes, MB_PER_GB, summaryOf } from './series';
import { useChartColors } from './useChartColors';
import { useStatistic } from './useStatistic';

/** Storage used: an area in GB (spec 1 §9 display: 1024 MB per GB, 2 decimals, at least 0.01). */
export function StorageCard({ boltId, site, query, height }: MetricCardProps) {
  const translate = useTranslate();
  const colors = useChartColors();
  const result = useStatistic(boltId, site, 'storage', query);
  const points = result.data ?? [];
  const summary = summaryOf(points);
  const gb = (megabytes: number) => translate('resources.shared.storage.gb', { amount: storageGb(megabytes) });
  const title = translate('app.statistics.storage.title');
  return (
    <ChartCard
      title={title}
      subtitle={translate('app.statistics.storage.subtitle')}
      figures={
        summary
          ? [
              { label: translate('app.statistics.figures.latest'), value: gb(summary.latest) },
              { label: translate('app.statistics.figures.peak'), value: gb(summary.max) },
            ]
          : undefined
      }
      description={
        summary
          ? translate('app.statistics.storage.description', {
              period: periodText(query.from, query.to),
              latest: gb(summary.latest),
              min: gb(summary.min),
              max: gb(summary.max),
            })
          : undefined
      }
      status={result}
      empty={!summary}
      height={height}
    >
      <LineChart
        height={height}
        hideLegend
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 8 }}
        xAxis={[
          timeAxis(
            points.map((point) => point.timestamp),
            query.resolution,
            'point',
          ),
        ]}
        // Axis ticks are round numbers of GB; the tooltip gives the exact spec display.
        yAxis={[{ width: 64, valueFormatter: (value: number) => translate('resources.shared.storage.gb', { amount: decimalNumber(value) }) }]}
        series={[
          {
            data: points.map((point) => (point.value === null ? null : gigabytes(point.value))),
            label: title,
            color: colors.storage,
            area: true,
            showMark: false,
            valueFormatter: (value) => (value === null ? '—' : gb(value * MB_PER_GB)),
          },
        ]}
        sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.18 } }}
      />
    </ChartCard>
  );
}
