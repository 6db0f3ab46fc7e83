import DataUsageIcon from '@mui/icons-material/DataUsage';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useUsage } from '../billing/queries';
import { LoadError } from '../../../components/LoadError';
import { SectionCard } from '../../../components/SectionCard';
import { usageMeters } from './usage';
import { UsageMeterRow } from './UsageMeterRow';
import { formatMoment } from '../../../rules/dates';

const day = (iso: string) => formatMoment(iso, 'date');

/** GET bolts/{id}/usage: storage (spec 1 §9 display), dynamic requests and sites against the plan, this period. */
export function BoltUsageCard({ boltId }: { boltId: string }) {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useUsage(boltId);
  return (
    <SectionCard title="app.dashboard.usage.title" icon={<DataUsageIcon fontSize="small" />}>
      {error ? <LoadError title="app.sites.usage.loadFailed" error={error} onRetry={() => refetch()} /> : null}
      {isPending && [0, 1, 2].map((i) => <Skeleton key={i} height={44} />)}
      {data && (
        <Box sx={{ display: 'grid', gap: 2.25 }}>
          {usageMeters(data).map((meter) => (
            <UsageMeterRow key={meter.key} meter={meter} />
          ))}
          <Typography variant="caption" color="text.secondary">
            {translate('app.dashboard.usage.period', { from: day(data.billing_period.from), to: day(data.billing_period.to) })}
          </Typography>
        </Box>
      )}
    </SectionCard>
  );
}
