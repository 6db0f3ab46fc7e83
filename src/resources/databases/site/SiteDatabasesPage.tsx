import { Box } from '@mui/material';
import { ListBase } from 'react-admin';
import { DEFAULT_PER_PAGE } from '../../../components/Pagination';
import { SitePageHeader } from '../../sites/SitePageHeader';
import { useSite } from '../../sites/useSite';
import { ConnectDatabaseCard } from './ConnectDatabaseCard';
import { ConnectedDatabaseList } from './ConnectedDatabaseList';
import { siteDatabaseExporter } from './siteDatabaseExporter';

/** The databases a site uses (spec 2 §2.6): the list with Remove relation and Settings, and a connect form. */
export default function SiteDatabasesPage() {
  const { boltId, envId, data: site } = useSite();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <SitePageHeader boltId={boltId} envId={envId} site={site} title="app.siteDbs.title" />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ListBase
          resource="siteDatabases"
          // A failure shows in the list with Retry (ConnectedDatabaseList), not also as a toast.
          queryOptions={{ meta: { siteId: envId }, onError: () => undefined }}
          perPage={DEFAULT_PER_PAGE}
          sort={{ field: 'name', order: 'ASC' }}
          exporter={siteDatabaseExporter(envId)}
          // Each site keeps its own search, order and page.
          storeKey={`siteDatabases.${envId}`}
        >
          {/* Until the site is read, the confirmation names it by its id. */}
          <ConnectedDatabaseList boltId={boltId} siteId={envId} siteTitle={site?.title ?? `#${envId}`} />
        </ListBase>
        <ConnectDatabaseCard boltId={boltId} siteId={envId} />
      </Box>
    </Box>
  );
}
