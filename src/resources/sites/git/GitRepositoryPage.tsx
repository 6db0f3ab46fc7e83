import { Box } from '@mui/material';
import { SitePageHeader } from '../SitePageHeader';
import { sitePath } from '../sitePaths';
import { useSite } from '../useSite';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { LoadError } from '../../../components/LoadError';
import { GitDeployCard } from './GitDeployCard';
import { GitDetailsCard } from './GitDetailsCard';
import { GitDeleteCard } from './GitDeleteCard';
import { GitNotConnectedCard } from './GitNotConnectedCard';
import { useGitRepository } from './useGitRepository';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

/** Spec 2 §2.4 git repository page: {boltId}/environments/{envId}/git. */
export default function GitRepositoryPage() {
  const { boltId, envId, data: site } = useSite();
  const { data: repository, error, isPending, refetch, deploying } = useGitRepository(envId);
  const connect = sitePath(boltId, envId, 'git/connect');

  const body = () => {
    if (error) return <LoadError title="app.git.loadFailed" error={error} onRetry={() => refetch()} />;
    if (isPending)
      return (
        <Box sx={grid}>
          <BlockSkeleton rows={5} />
          <BlockSkeleton rows={4} />
        </Box>
      );
    // Spec 2 §2.4: connected means the connection test passed; until then the page offers to connect.
    if (!repository?.connected) return <GitNotConnectedCard connectPath={connect} untested={repository?.repodef ?? null} />;
    return (
      <Box sx={grid}>
        <GitDetailsCard envId={envId} repository={repository} />
        <GitDeployCard envId={envId} repository={repository} deploying={deploying} onRefresh={() => refetch()} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <GitDeleteCard envId={envId} repository={repository} />
        </Box>
      </Box>
    );
  };

  return (
    <Box>
      <SitePageHeader boltId={boltId} envId={envId} site={site} title="app.git.title" />
      {body()}
    </Box>
  );
}
