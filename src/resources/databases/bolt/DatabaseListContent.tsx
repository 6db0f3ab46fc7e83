import AddIcon from '@mui/icons-material/Add';
import StorageIcon from '@mui/icons-material/Storage';
import { Box, Button, Card, Skeleton } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { BulkListBar } from '../../../components/bulk/BulkListBar';
import { BulkDeleteButton } from '../../../components/bulk/BulkDeleteButton';
import { ExportAllButton } from '../../../components/ExportAllButton';
import { usePanelDataProvider } from '../../../dataProvider/usePanelDataProvider';
import { Link } from 'react-router';
import { Pagination } from '../../../components/Pagination';
import { useIsSmall } from '../../../components/useIsSmall';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import type { Database } from './database';
import { DatabaseMobileList } from './DatabaseMobileList';
import { DatabaseSearch } from './DatabaseSearch';
import { DatabaseTable } from './DatabaseTable';

/** The list's states: loading, failed, no databases at all, nothing matching the search, or the rows. */
export function DatabaseListContent({ boltId }: { boltId: number }) {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  const dataProvider = usePanelDataProvider();
  const { data, total, isPending, error, refetch, filterValues, setFilters } = useListContext<Database>();
  const searching = Boolean(filterValues.q);
  if (error) return <LoadError title="resources.boltDatabases.loadFailed" error={error} onRetry={() => refetch()} />;
  if (!isPending && total === 0 && !searching) {
    return (
      <Card>
        <EmptyState
          icon={<StorageIcon />}
          title={translate('resources.boltDatabases.empty')}
          text={translate('resources.boltDatabases.invite')}
          action={
            <Button component={Link} to={`/bolts/${boltId}/databases/create`} variant="contained" startIcon={<AddIcon />}>
              {translate('resources.boltDatabases.action.create')}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <DatabaseSearch />
        <ExportAllButton />
      </Box>
      <Card>
        {isPending ? (
          <Box sx={{ p: 2 }} aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Box>
        ) : total === 0 ? (
          <EmptyState
            icon={<StorageIcon />}
            title={translate('resources.boltDatabases.noMatch', { q: filterValues.q })}
            action={<Button onClick={() => setFilters({}, {})}>{translate('resources.boltDatabases.action.clearSearch')}</Button>}
          />
        ) : isSmall ? (
          <DatabaseMobileList boltId={boltId} databases={data ?? []} />
        ) : (
          <>
            <BulkListBar>
              <BulkDeleteButton
                what="databases"
                nameOf={(database) => database.name}
                act={(database) => dataProvider.delete('boltDatabases', { id: database.id, previousData: database, meta: { boltId } })}
              />
            </BulkListBar>
            <DatabaseTable boltId={boltId} />
          </>
        )}
      </Card>
      <Pagination />
    </Box>
  );
}
