import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { apiCall } from '../../dataProvider/send';
import { useApiQuery } from '../../dataProvider/useApiQuery';
import { SitePageHeader } from '../sites/SitePageHeader';
import { sitePath } from '../sites/sitePaths';
import { useSite } from '../sites/useSite';
import { LoadError } from '../../components/LoadError';
import { accountKeyCall } from './accountKeys';
import { DeleteSshKeyButton } from './DeleteSshKeyButton';
import { SshKeyFacts } from './SshKeyFacts';
import { fromRecord, type SshKey } from './sshKeys';

/**
 * Spec 2 §2.8 SSH key detail, at a site's access/settings/{id}/ssh-keys (breadcrumbs to the site,
 * back link to its access page) and at /ssh-keys/{id} (back to the account's keys).
 */
export default function SshKeyDetailPage() {
  const translate = useTranslate();
  const { id = '', envId } = useParams<{ id: string; envId?: string }>();
  const call = envId ? apiCall : accountKeyCall;
  const query = useApiQuery(['ssh-keys', id], () => call<{ data: { id: string; attributes: Omit<SshKey, 'id'> } }>('GET', `ssh-keys/${id}`));
  const key = query.data ? fromRecord<SshKey>(query.data.data) : undefined;
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      {envId ? <SiteHeader /> : null}
      <BackLink />
      {query.isPending && <Skeleton variant="rounded" height={320} />}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {key && (
        <>
          <Typography component="h1" variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
            {key.title}
          </Typography>
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
              <DeleteSshKeyButton sshKey={key} call={call} />
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

function BackLink() {
  const translate = useTranslate();
  const { boltId, envId } = useParams<{ boltId?: string; envId?: string }>();
  const to = boltId && envId ? sitePath(boltId, envId, 'access') : '/ssh-keys';
  return (
    <Button component={Link} to={to} startIcon={<ArrowBackIcon />} sx={{ mb: 1.5, ml: -1 }}>
      {translate(boltId ? 'app.sshKeys.backToAccess' : 'app.sshKeys.backToKeys')}
    </Button>
  );
}
