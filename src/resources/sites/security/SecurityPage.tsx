import { Box, Skeleton } from '@mui/material';
import { useIsStaff } from '../../../components/useIsStaff';
import { SitePageHeader } from '../SitePageHeader';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { LoadError } from '../../../components/LoadError';
import { useSite } from '../useSite';
import { MalwareCard } from './MalwareCard';
import { WebFirewallCard } from './WebFirewallCard';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

/** Spec 2 §2.10: {boltId}/environments/{envId}/security. */
export default function SecurityPage() {
  const staff = useIsStaff();
  const { boltId, envId, data: site, error, refetch } = useSite();
  if (error) return <LoadError error={error} onRetry={() => refetch()} />;
  if (!site) {
    return (
      <Box>
        <Skeleton width={220} height={20} />
        <Skeleton width="45%" height={56} sx={{ mb: 3 }} />
        <Box sx={grid}>
          <BlockSkeleton rows={2} />
        </Box>
      </Box>
    );
  }
  return (
    <Box>
      <SitePageHeader boltId={boltId} envId={envId} site={site} title="app.siteSecurity.title" />
      <Box sx={grid}>
        <WebFirewallCard envId={envId} enabled={site.cloudflareLock} />
        {staff && <MalwareCard envId={envId} isLegacy={site.isLegacy} />}
      </Box>
    </Box>
  );
}
