import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { retrySite, type SiteRecord } from '../sites/useSite';
import { AccessEntriesCard } from '../sshKeys/AccessEntriesCard';
import { SiteKeyForm } from './SiteKeyForm';
import { grantPath } from './sshAccessPaths';

/**
 * Spec 1 §2 /ssh-access/{siteId}: one site's Support access and user keys, and its Site Keys
 * (spec 2 §2.8 type vhost) with a form to add one; "Grant access" opens the grant form for it.
 */
export const SshAccessSitePage = () => {
  const translate = useTranslate();
  const { id: siteId = '' } = useParams();
  const { data: site, error, refetch } = useGetOne<SiteRecord>('environments', { id: siteId }, { retry: retrySite });
  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 3 }}>
      <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {translate('app.sshPages.siteTitle', { title: site?.title ?? '…' })}
          </Typography>
          {site && (
            <Typography color="text.secondary" sx={{ mt: 0.75 }}>
              {translate('app.sshPages.siteIntro', { name: site.internalName, boltId: site.boltId })}
            </Typography>
          )}
        </Box>
        <Button component={Link} to={grantPath(siteId)} variant="contained" startIcon={<AddIcon />}>
          {translate('app.sshPages.grantAccess')}
        </Button>
      </Box>
      {error && !site ? (
        <LoadError error={error} onRetry={() => refetch()} />
      ) : (
        <>
          <AccessEntriesCard envId={siteId} type="staff,customer" />
          <AccessEntriesCard envId={siteId} type="vhost" title="app.sshPages.siteKeysTitle">
            <SiteKeyForm envId={siteId} />
          </AccessEntriesCard>
        </>
      )}
    </Box>
  );
};
