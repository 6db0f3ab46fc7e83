import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import { useRouteOffered } from '../../../layout/useRouteOffered';
import { LoadError } from '../../../components/LoadError';
import { SectionCard } from '../../../components/SectionCard';
import { periodText } from '../../bolts/statistics/format';
import { DEFAULT_PRESET } from '../../bolts/statistics/period';
import { siteKey } from '../siteQueries';
import { siteStatisticsFigures, siteStatisticsPath, siteStatisticsQuery } from './siteStatistics';

/**
 * Spec 2 §7 GET environments/{id}/statistics on the site overview: dynamic requests, mean TTFB and
 * storage over the statistics page's default period, with a link to that page for the charts
 * where the user is offered it.
 */
export function SiteStatisticsCard({ boltId, envId }: { boltId: string; envId: string }) {
  const translate = useTranslate();
  // One "today" per visit, as on the statistics page, so the period and its cached answer hold still.
  const [query] = useState(() => siteStatisticsQuery(Date.now()));
  const { data, error, isPending, refetch } = usePanelQuery(siteKey(envId, 'statistics', 'summary', query.from, query.to), (dataProvider) =>
    dataProvider.siteStatistics(envId, query),
  );
  const figures = data && siteStatisticsFigures(data);
  const none = translate('app.siteStatistics.none');
  const chartsPath = siteStatisticsPath(boltId, envId);
  // The statistics page is offered only to accounts with a bucket id (spec 1 §2, routes/boltPages.ts).
  const open = useRouteOffered(chartsPath) ? (
    <Button size="small" component={Link} to={chartsPath}>
      {translate('app.siteStatistics.open')}
    </Button>
  ) : undefined;
  return (
    <SectionCard title="app.siteStatistics.title" icon={<InsertChartOutlinedIcon fontSize="small" />} action={open}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.siteStatistics.period', { days: DEFAULT_PRESET, period: periodText(query.from, query.to) })}
      </Typography>
      {error ? <LoadError title="app.siteStatistics.loadFailed" error={error} onRetry={() => refetch()} /> : null}
      {isPending && <Skeleton width="80%" height={56} />}
      {figures && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 2, m: 0 }}>
          {[
            { label: 'app.siteStatistics.requests', value: figures.requests },
            {
              label: 'app.siteStatistics.ttfb',
              value: figures.ttfbMs === null ? none : translate('app.statistics.units.ms', { value: figures.ttfbMs }),
            },
            {
              label: 'app.siteStatistics.storage',
              value: figures.storageGb === null ? none : translate('resources.shared.storage.gb', { amount: figures.storageGb }),
            },
          ].map(({ label, value }) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.35rem', lineHeight: 1.3 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
