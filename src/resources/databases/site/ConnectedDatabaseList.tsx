import StorageIcon from '@mui/icons-material/Storage';
import { Box, Button, Skeleton } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { Pagination } from '../../../components/Pagination';
import { SectionCard } from '../../../components/SectionCard';
import type { Database } from '../../../rules/schemas/records/database';
import { ConnectedDatabaseRow } from './ConnectedDatabaseRow';
import { useRemoveRelation } from './useDatabaseConnections';
import { ListToolbar } from '../../../components/ListToolbar';

/**
 * The databases the site uses (spec 2 §2.6), a page at a time: loading, failed (with Retry),
 * 'No data. Connect a database', nothing matching the search, or the databases.
 */
export function ConnectedDatabaseList({ boltId, siteId, siteTitle }: { boltId: string; siteId: string; siteTitle: string }) {
  const translate = useTranslate();
  const { data, total, isPending, error, refetch, filterValues, setFilters } = useListContext<Database>();
  const { confirmRemove, removingId } = useRemoveRelation(siteId, siteTitle);
  const searching = Boolean(filterValues.q);
  let content;
  if (error) content = <LoadError title="app.siteDbs.loadFailed" error={error} onRetry={() => refetch()} />;
  else if (isPending) content = [0, 1].map((i) => <Skeleton key={i} height={80} />);
  else if (!total && searching)
    content = (
      <EmptyState
        icon={<StorageIcon />}
        title={translate('app.siteDbs.noMatch', { q: filterValues.q })}
        action={<Button onClick={() => setFilters({}, {})}>{translate('app.siteDbs.clearSearch')}</Button>}
      />
    );
  else if (!total) content = <EmptyState icon={<StorageIcon />} title={translate('app.siteDbs.empty')} />;
  else
    content = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.map((db) => (
          <ConnectedDatabaseRow key={db.id} db={db} boltId={boltId} siteId={siteId} busy={removingId === db.id} onRemove={() => confirmRemove(db)} />
        ))}
      </Box>
    );
  return (
    <SectionCard title="app.siteDbs.listTitle" icon={<StorageIcon fontSize="small" />}>
      {!error && (searching || Boolean(total)) && <ListToolbar searchLabel="app.siteDbs.search" sortFields={['name', 'size', 'dbName']} />}
      {content}
      <Pagination />
    </SectionCard>
  );
}
