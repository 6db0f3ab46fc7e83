import { Box } from '@mui/material';
import { SitePageHeader } from '../SitePageHeader';
import { useSite } from '../useSite';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { LoadError } from '../../../components/LoadError';
import { DomainRedirectCard } from './DomainRedirectCard';
import { ForceHttpsCard } from './ForceHttpsCard';
import type { RedirectionSite } from './useSaveRedirection';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

/** Spec 2 §2.5 redirection: {boltId}/environments/{envId}/redirection. */
export default function RedirectionPage() {
  const { boltId, envId, data, error, isPending, refetch } = useSite();
  const site = data as RedirectionSite | undefined;
  return (
    <Box>
      <SitePageHeader boltId={boltId} envId={envId} site={site} title="app.redirection.title" />
      {error ? (
        <LoadError title="app.sites.loadFailed" error={error} onRetry={() => refetch()} />
      ) : isPending || !site ? (
        <Box sx={grid}>
          <BlockSkeleton rows={3} />
          <BlockSkeleton rows={4} />
        </Box>
      ) : (
        // Keyed by the saved values so the forms start over from what the API now holds.
        <Box sx={grid} key={`${site.forceHTTPS}|${site.forceDomain?.https}|${site.forceDomain?.domain}`}>
          <ForceHttpsCard site={site} />
          <DomainRedirectCard site={site} />
        </Box>
      )}
    </Box>
  );
}
