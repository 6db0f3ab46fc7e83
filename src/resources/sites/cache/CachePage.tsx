import { Box } from '@mui/material';
import { LoadError } from '../../../components/LoadError';
import { SitePageHeader } from '../SitePageHeader';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { useSite } from '../useSite';
import { CacheModeCard } from './CacheModeCard';
import { DevModeCard } from './DevModeCard';
import { PurgeCard } from './PurgeCard';

/** Server caching and development mode of a site (spec 2 §2.11). */
export default function CachePage() {
  const { boltId, envId, data: site, error, refetch } = useSite();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <SitePageHeader boltId={boltId} envId={envId} site={site} title="app.siteCache.title" />
      {error ? (
        <LoadError title="app.siteCache.loadFailed" error={error} onRetry={() => refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          {site ? <CacheModeCard key={site.cacheMode} site={site} /> : <BlockSkeleton />}
          <Box sx={{ display: 'grid', gap: 3 }}>
            {site ? <DevModeCard site={site} /> : <BlockSkeleton rows={2} />}
            {site ? <PurgeCard site={site} /> : <BlockSkeleton rows={3} />}
          </Box>
        </Box>
      )}
    </Box>
  );
}
