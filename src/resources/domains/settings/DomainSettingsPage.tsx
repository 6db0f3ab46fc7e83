import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import type { Domain } from '../../../dataProvider/calls/certificates';
import { SitePageHeader } from '../../sites/SitePageHeader';
import { sitePath } from '../../sites/sitePaths';
import { retrySite, useSite } from '../../sites/useSite';
import { DeleteDomainCard } from './DeleteDomainCard';
import { DomainCertificatesCard } from './DomainCertificatesCard';
import { DomainFactsCard } from './DomainFactsCard';
import { ImportCertificateCard } from './ImportCertificateCard';

/**
 * Spec 2 §2 domain settings (domains/settings/{name}/{domainId}): the domain and its CDN state, the
 * certificates covering it (link, unlink, renew, delete), importing one, and deleting the domain.
 */
export default function DomainSettingsPage() {
  const translate = useTranslate();
  const { domainId = '' } = useParams<{ domainId: string }>();
  const { boltId, envId, data: site } = useSite();
  const {
    data: domain,
    isPending,
    error,
    refetch,
  } = useGetOne<Domain>('siteDomains', { id: domainId, meta: { siteId: envId } }, { enabled: envId !== '' && domainId !== '', retry: retrySite });
  const listPath = sitePath(boltId, envId, 'domains');
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <SitePageHeader boltId={boltId} envId={envId} site={site} />
      <Button component={Link} to={listPath} startIcon={<ArrowBackIcon />} sx={{ mb: 1.5, ml: -1 }}>
        {translate('app.domains.detail.back')}
      </Button>
      {error ? (
        <LoadError title="app.domains.detail.loadFailed" error={error} onRetry={() => refetch()} />
      ) : isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <>
          <Typography component="h1" variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
            {domain.name}
          </Typography>
          <Box sx={{ display: 'grid', gap: 3 }}>
            <DomainFactsCard domain={domain} siteDomains={site?.domains ?? []} />
            <DomainCertificatesCard siteId={envId} domain={domain} />
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
              <ImportCertificateCard siteId={envId} domain={domain} />
              {/* Its own box, so the card is as tall as its text rather than the import form beside it. */}
              <Box>
                <DeleteDomainCard siteId={envId} domain={domain} listPath={listPath} />
              </Box>
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
