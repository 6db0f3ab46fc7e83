import { Box, Skeleton } from '@mui/material';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { DeleteBoltCard } from '../deletion/DeleteBoltCard';
import { ScheduledDeletionBanner } from '../deletion/ScheduledDeletionBanner';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { LoadError } from '../../../components/LoadError';
import { BoltHeader } from './BoltHeader';
import { BoltSitesCard } from './BoltSitesCard';
import { BoltUsageCard } from './BoltUsageCard';
import { PlanCard } from './PlanCard';
import type { DashboardBolt } from './types';
import { useBoltPermissions } from './useBoltPermissions';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  alignItems: 'start',
} as const;

/**
 * The Bolt dashboard at /bolts/{boltId} (the bolts resource's edit route, as the spec puts the Bolt
 * there): its sites, usage and plan, and the danger zone for those who may delete it.
 */
export default function BoltDashboard() {
  const { id = '' } = useParams();
  const { data: bolt, error, isPending, refetch } = useGetOne<DashboardBolt>('bolts', { id });
  const can = useBoltPermissions(id);
  return (
    <Box>
      <Breadcrumbs boltId={id} />
      {error && <LoadError error={error} onRetry={() => refetch()} />}
      {isPending && (
        <>
          <Skeleton width="40%" height={56} />
          <Skeleton width="30%" height={28} sx={{ mb: 3 }} />
          <Box sx={grid}>
            <BlockSkeleton rows={6} />
            <BlockSkeleton rows={4} />
          </Box>
        </>
      )}
      {bolt && (
        <>
          <ScheduledDeletionBanner bolt={bolt} canRestore={can('manageBilling')} />
          <BoltHeader bolt={bolt} canRename={can('rename')} />
          <Box sx={grid}>
            <BoltSitesCard boltId={id} />
            <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
              <BoltUsageCard boltId={id} />
              <PlanCard bolt={bolt} canViewBilling={can('viewBilling')} />
            </Box>
            {can('delete') && (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <DeleteBoltCard bolt={bolt} />
              </Box>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
