import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { timeAxis } from './axes';
import { ChartCard } from './ChartCard';
import type { MetricCardProps } from './chartProps';
import { decimalNumber, periodText } from './format';
import { summaryOf } from './series';
import { useChartColors } from './useChartColors';
import { useStatistic } from './useStatistic';

/** Time to first byte (ms): a line, with the period's average and slowest point. */
export function TtfbCard({ boltId, site, query, height }: MetricCardProps) {
  const translate = useTranslate();
  const colors = useChartColors();
  const result = useStatistic(boltId, site, 'ttfb', query);
  const points = result.data ?? [];
  const summary = summaryOf(points);
  const ms = (value: number) => translate('app.statistics.units.ms', { value: decimalNumber(value) });
  const title = translate('app.statistics.ttfb.title');
  return (
    <ChartCard
      title={title}
      subtitle={translate('app.statistics.ttfb.subtitle')}
      figures={
        summary
          ? [
              { label: translate('app.statistics.figures.average'), value: ms(summary.average) },
              { label: translate('app.statistics.figures.slowest'), value: ms(summary.max) },
            ]
          : undefined
      }
      description={
        summary
          ? translate('app.statistics.ttfb.description', {
              period: periodText(query.from, query.to),
              average: ms(summary.average),
              min: ms(summary.min),
              max: ms(summary.max),
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
        yAxis={[{ width: 64, valueFormatter: (value: number) => ms(value) }]}
        series={[
          {
            data: points.map((point) => point.value),
            label: title,
            color: colors.ttfb,
            showMark: false,
            valueFormatter: (value) => (value === null ? '—' : ms(value)),
          },
        ]}
      />
    </ChartCard>
  );
}
