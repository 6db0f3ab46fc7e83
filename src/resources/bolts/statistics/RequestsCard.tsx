import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { timeAxis } from './axes';
import { ChartCard } from './ChartCard';
import type { MetricCardProps } from './chartProps';
import { compactNumber, periodText, wholeNumber } from './format';
import { requestsOf, summaryOf } from './series';
import { useChartColors } from './useChartColors';
import { useStatistic } from './useStatistic';

/**
 * Dynamic requests (those that reached PHP): bars per day or hour. The API counts in millions;
 * they are shown as requests (spec 1 §9 multiplier), compactly on the axis and in the figures.
 */
export function RequestsCard({ boltId, site, query, height }: MetricCardProps) {
  const translate = useTranslate();
  const colors = useChartColors();
  const result = useStatistic(boltId, site, 'dynamic-requests', query);
  const points = (result.data ?? []).map((point) => ({ ...point, value: point.value === null ? null : requestsOf(point.value) }));
  const summary = summaryOf(points);
  const title = translate('app.statistics.requests.title');
  return (
    <ChartCard
      title={title}
      subtitle={translate('app.statistics.requests.subtitle')}
      figures={
        summary
          ? [
              { label: translate('app.statistics.figures.total'), value: compactNumber(summary.total) },
              {
                label: translate(query.resolution === 'hour' ? 'app.statistics.figures.perHour' : 'app.statistics.figures.perDay'),
                value: compactNumber(summary.average),
              },
            ]
          : undefined
      }
      description={
        summary
          ? translate('app.statistics.requests.description', {
              period: periodText(query.from, query.to),
              total: wholeNumber(summary.total),
              max: wholeNumber(summary.max),
            })
          : undefined
      }
      status={result}
      empty={!summary}
      wide
      height={height}
    >
      <BarChart
        height={height}
        hideLegend
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 8 }}
        borderRadius={4}
        xAxis={[
          timeAxis(
            points.map((point) => point.timestamp),
            query.resolution,
            'band',
          ),
        ]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => compactNumber(value) }]}
        series={[
          {
            data: points.map((point) => point.value),
            label: title,
            color: colors.requests,
            valueFormatter: (value) => (value === null ? '—' : wholeNumber(value)),
          },
        ]}
      />
    </ChartCard>
  );
}
