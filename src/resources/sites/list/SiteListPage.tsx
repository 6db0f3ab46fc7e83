import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { DEFAULT_PER_PAGE } from '../../../components/Pagination';
import { SiteListContent } from './SiteListContent';

/** A Bolt's sites ({boltId}/environments): searchable, 15 a page (spec 1 §9), each opening its overview. */
export default function SiteListPage() {
  const translate = useTranslate();
  const { boltId = '' } = useParams();
  return (
    <Box>
      <Breadcrumbs boltId={boltId} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2.5 }}>
        <Typography component="h1" variant="h1">
          {translate('app.routes.boltSites')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`/bolts/${boltId}/environments/create`}>
          {translate('app.sites.list.create')}
        </Button>
      </Box>
      <ListBase
        resource="environments"
        // A failure shows inline with a retry (SiteListContent), not also as a toast.
        queryOptions={{ meta: { boltId }, onError: () => undefined }}
        perPage={DEFAULT_PER_PAGE}
        sort={{ field: 'title', order: 'ASC' }}
        // Each Bolt keeps its own search and page; the address stays the page's own.
        storeKey={`environments.${boltId}`}
        disableSyncWithLocation
      >
        <SiteListContent boltId={boltId} />
      </ListBase>
    </Box>
  );
}
