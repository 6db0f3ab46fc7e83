import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import { ChartCard } from './ChartCard';
import type { MetricCardProps } from './chartProps';
import { compactNumber, percent, periodText } from './format';
import { CONTENT_TYPES, contentTypeSlices, totalRequests, type ContentTypeShare } from './series';
import { useChartColors } from './useChartColors';
import { useStatistic } from './useStatistic';

/** Requests of the whole period by content type (whole Bolt only): a donut with each type's share. */
export function ContentTypesCard({ boltId, site, query, height }: MetricCardProps) {
  const translate = useTranslate();
  const colors = useChartColors();
  const result = useStatistic(boltId, site, 'content-types', query);
  const types = result.data ?? [];
  const slices = contentTypeSlices(types);
  const total = totalRequests(types);
  const name = (type: ContentTypeShare) => translate(`app.statistics.contentTypes.${type.contentType}`);
  return (
    <ChartCard
      title={translate('app.statistics.contentTypes.title')}
      subtitle={translate('app.statistics.contentTypes.subtitle')}
      figures={slices.length ? [{ label: translate('app.statistics.figures.total'), value: compactNumber(total) }] : undefined}
      description={translate('app.statistics.contentTypes.description', {
        period: periodText(query.from, query.to),
        shares: slices.map((type) => `${name(type)} ${percent(type.share)}`).join(', '),
      })}
      status={result}
      empty={!slices.length}
      height={height}
    >
      <PieChart
        height={height}
        slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
        series={[
          {
            data: slices.map((type) => ({
              id: type.contentType,
              value: type.requests,
              label: `${name(type)} · ${percent(type.share)}`,
              color: colors.contentTypes[CONTENT_TYPES.indexOf(type.contentType)],
            })),
            innerRadius: '55%',
            paddingAngle: 1.5,
            cornerRadius: 4,
            highlightScope: { fade: 'global', highlight: 'item' },
            valueFormatter: (item) => `${compactNumber(item.value)} (${percent(total ? item.value / total : 0)})`,
          },
        ]}
      />
    </ChartCard>
  );
}
