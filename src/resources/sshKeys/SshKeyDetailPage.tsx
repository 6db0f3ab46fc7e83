import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { TitleRecord } from '../../components/TitleRecord';
import { SitePageHeader } from '../sites/SitePageHeader';
import { sitePath } from '../sites/sitePaths';
import { useSite } from '../sites/useSite';
import { DeleteSshKeyButton } from './DeleteSshKeyButton';
import { SshKeyFacts } from './SshKeyFacts';
import { keyResource, type SiteRef, type SshKey } from './sshKeys';

/**
 * Spec 2 §2.8 SSH key detail, at a site's access/settings/{id}/ssh-keys (breadcrumbs to the site,
 * back link to its access page; the key read on the caller's path) and at /ssh-keys/{id} (back to
 * the account's keys).
 */
export default function SshKeyDetailPage() {
  const translate = useTranslate();
  const { id = '', boltId, envId } = useParams<{ id: string; boltId?: string; envId?: string }>();
  const site: SiteRef | undefined = boltId && envId ? { boltId, envId } : undefined;
  const { resource, meta } = keyResource(site);
  const { data: key, isPending, error, refetch } = useGetOne<SshKey>(resource, { id, meta });
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      {site ? <SiteHeader /> : <TitleRecord name={key?.title} />}
      <Button
        component={Link}
        to={site ? sitePath(site.boltId, site.envId, 'access') : '/ssh-keys'}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1.5, ml: -1 }}
      >
        {translate(site ? 'app.sshKeys.backToAccess' : 'app.sshKeys.backToKeys')}
      </Button>
      {/* The page keeps its one heading while the key loads or fails: the key's title once known. */}
      <Typography component="h1" variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {key?.title ?? translate(site ? 'app.routes.siteSshKey' : 'app.routes.sshKey')}
      </Typography>
      {error ? (
        <LoadError title="app.sshKeys.loadOneFailed" error={error} onRetry={() => refetch()} />
      ) : isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <SshKeyFacts sshKey={key} />
            </CardContent>
          </Card>
          <Card sx={{ mt: 3, borderColor: 'error.main' }}>
            <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography color="text.secondary" sx={{ flex: '1 1 260px' }}>
                {translate('app.sshKeys.deleteHint')}
              </Typography>
              <DeleteSshKeyButton sshKey={key} site={site} />
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}

function SiteHeader() {
  const { boltId, envId, data: site } = useSite();
  return <SitePageHeader boltId={boltId} envId={envId} site={site} />;
}
