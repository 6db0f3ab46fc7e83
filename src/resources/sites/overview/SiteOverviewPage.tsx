import { Box, Skeleton } from '@mui/material';
import { useSite } from '../useSite';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { LoadError } from '../../../components/LoadError';
import { CdnCard } from './CdnCard';
import { ConfigurationCard } from './ConfigurationCard';
import { DeleteSiteCard } from './DeleteSiteCard';
import { LoginInfoCard } from './LoginInfoCard';
import { SiteOverviewHeader } from './SiteOverviewHeader';
import { SiteStatisticsCard } from './SiteStatisticsCard';
import { SiteUsageCard } from './SiteUsageCard';
import { WordpressCard } from './WordpressCard';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

/** Spec 2 §2.12 site overview: {boltId}/environments/{envId}/overview. */
export default function SiteOverviewPage() {
  const { boltId, envId, data: site, error, isPending, refetch } = useSite();
  if (error) return <LoadError title="app.sites.loadFailed" error={error} onRetry={() => refetch()} />;
  if (isPending || !site) {
    return (
      <Box>
        <Skeleton width={220} height={20} />
        <Skeleton width="45%" height={56} sx={{ mb: 3 }} />
        <Box sx={grid}>
          <BlockSkeleton rows={6} />
          <BlockSkeleton rows={6} />
        </Box>
      </Box>
    );
  }
  return (
    <Box>
      <SiteOverviewHeader site={site} boltId={boltId} />
      <Box sx={grid}>
        <ConfigurationCard site={site} boltId={boltId} />
        <LoginInfoCard site={site} boltId={boltId} />
        <SiteUsageCard envId={envId} />
        <SiteStatisticsCard boltId={boltId} envId={envId} />
        <CdnCard site={site} />
        <WordpressCard envId={envId} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <DeleteSiteCard site={site} boltId={boltId} />
        </Box>
      </Box>
    </Box>
  );
}
