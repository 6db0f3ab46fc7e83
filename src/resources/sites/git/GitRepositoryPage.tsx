import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { SitePageHeader } from '../SitePageHeader';
import { sitePath } from '../sitePaths';
import { useSite } from '../useSite';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { LoadError } from '../../../components/LoadError';
import { GitDeployCard } from './GitDeployCard';
import { GitDetailsCard } from './GitDetailsCard';
import { GitDeleteCard } from './GitDeleteCard';
import { useGitRepository } from './useGitRepository';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

/** Spec 2 §2.4 git repository page: {boltId}/environments/{envId}/git. */
export default function GitRepositoryPage() {
  const translate = useTranslate();
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
    if (!repository) {
      return (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <AccountTreeOutlinedIcon color="action" sx={{ fontSize: 48, mb: 1 }} />
            <Typography variant="h3" component="h2" gutterBottom>
              {translate('app.git.none')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3, maxWidth: 440, mx: 'auto' }}>
              {translate('app.git.noneExplain')}
            </Typography>
            <Button variant="contained" component={Link} to={connect}>
              {translate('app.git.connect')}
            </Button>
          </CardContent>
        </Card>
      );
    }
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
