import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useBoltIdParam } from '../../../components/useBoltIdParam';
import { periodText } from './format';
import { PeriodPicker } from './PeriodPicker';
import { applyPeriodChange, choiceFromSearch, queryOf, querySearch, searchOf, siteFromSearch, type PeriodChange } from './period';
import { ScopePicker } from './ScopePicker';
import { StatisticsCharts } from './StatisticsCharts';
import { useSites } from './useSites';

/**
 * {boltId}/statistics (spec 1 §7): TTFB, storage, dynamic requests, content types and cache of the
 * Bolt or one of its sites, over a period. Period and scope live in the address, so a view can be
 * reloaded and shared.
 */
export default function StatisticsPage() {
  const translate = useTranslate();
  const boltId = useBoltIdParam();
  const [search, setSearch] = useSearchParams();
  // One "today" per visit, so the presets' dates (and the cached answers) hold still.
  const [now] = useState(() => Date.now());
  const choice = choiceFromSearch(search);
  const site = siteFromSearch(search);
  const period = queryOf(choice, now);
  const query = 'query' in period ? period.query : null;
  // While a custom period is invalid, the last valid one stays on screen.
  const [lastQuery, setLastQuery] = useState(query);
  if (query && querySearch(query) !== (lastQuery && querySearch(lastQuery))) setLastQuery(query);
  const sites = useSites(boltId);
  // The period last asked for, ahead of the address (which the router updates after this render):
  // a To date typed right after a From date is applied to that From date, not to the one rendered.
  const latest = useRef(choice);
  const seen = useRef(search.toString());
  if (seen.current !== search.toString()) {
    seen.current = search.toString();
    latest.current = choice;
  }
  const show = (change: PeriodChange, nextSite: number | null) => {
    const next = applyPeriodChange(latest.current, change);
    latest.current = next;
    setSearch(searchOf(next, nextSite), { replace: true });
  };

  // A site that is not (or no longer) the Bolt's falls back to the whole Bolt.
  useEffect(() => {
    if (site !== null && sites.data && !sites.data.some((option) => option.id === site)) show(choice, null);
  });

  return (
    <Box>
      <PageHeader title={translate('app.routes.boltStatistics')} intro={translate('app.statistics.intro')} />
      <Card sx={{ mb: 3 }}>
        <CardContent
          sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Box sx={{ display: 'grid', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
            <ScopePicker site={site} sites={sites.data} onChange={(next) => show(choice, next)} />
            {lastQuery && (
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {translate(lastQuery.resolution === 'hour' ? 'app.statistics.period.hourly' : 'app.statistics.period.daily', {
                  period: periodText(lastQuery.from, lastQuery.to),
                })}
              </Typography>
            )}
          </Box>
          <PeriodPicker
            choice={choice}
            current={lastQuery}
            errors={'errors' in period ? period.errors : undefined}
            onChange={(next) => show(next, site)}
          />
        </CardContent>
      </Card>
      {lastQuery ? (
        <StatisticsCharts boltId={boltId} site={site} query={lastQuery} />
      ) : (
        <Alert severity="info">{translate('app.statistics.period.invalid')}</Alert>
      )}
    </Box>
  );
}
