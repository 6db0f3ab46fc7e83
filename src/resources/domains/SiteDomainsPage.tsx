import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { DEFAULT_PER_PAGE } from '../../components/Pagination';
import { SitePageHeader } from '../sites/SitePageHeader';
import { sitePath } from '../sites/sitePaths';
import { useSite } from '../sites/useSite';
import { DnsInfoCard } from './DnsInfoCard';
import { DomainList } from './DomainList';

/** Spec 2 §2.1 a site's domains: breadcrumb, DNS information, Add domain, and the domains a page at a time. */
export default function SiteDomainsPage() {
  const translate = useTranslate();
  const { boltId, envId, data: site } = useSite();
  const addPath = sitePath(boltId, envId, 'domains/create');
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <SitePageHeader boltId={boltId} envId={envId} site={site}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
          <Box sx={{ flex: '1 1 320px' }}>
            <Typography component="h1" variant="h1">
              {translate('app.domains.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
              {translate('app.domains.intro')}
            </Typography>
          </Box>
          <Button variant="contained" component={Link} to={addPath} startIcon={<AddIcon />}>
            {translate('app.domains.add')}
          </Button>
        </Box>
      </SitePageHeader>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <DnsInfoCard site={site} />
        <ListBase
          resource="siteDomains"
          // A failure shows in the list with Retry (DomainList), not also as a toast.
          queryOptions={{ meta: { siteId: envId }, onError: () => undefined }}
          perPage={DEFAULT_PER_PAGE}
          sort={{ field: 'name', order: 'ASC' }}
          // Each site keeps its own search, order and page.
          storeKey={`siteDomains.${envId}`}
        >
          <DomainList title="app.domains.listTitle" addPath={addPath} />
        </ListBase>
      </Box>
    </Box>
  );
}
