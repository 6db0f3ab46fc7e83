import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Card, Skeleton } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { useBoltIdParam } from '../../../components/useBoltIdParam';
import { ConnectionCard } from './ConnectionCard';
import type { Database } from './database';
import { DatabaseFacts } from './DatabaseFacts';
import { DeleteDatabaseCard } from './DeleteDatabaseCard';
import { RenameDatabaseCard } from './RenameDatabaseCard';

/** /databases/{dbId}: connection details to copy, what the database is, rename and delete. */
export default function DatabaseDetailPage() {
  const translate = useTranslate();
  const boltId = useBoltIdParam();
  const dbId = useParams().dbId ?? '';
  const list = `/bolts/${boltId}/databases`;
  const {
    data: database,
    isPending,
    error,
    refetch,
  } = useGetOne<Database>(
    'boltDatabases',
    { id: dbId, meta: { boltId } },
    // Like react-admin's lists: no silent retries, the page offers its own Retry.
    { retry: false },
  );
  const back = { to: list, label: 'resources.boltDatabases.action.back' };

  if (error || (!isPending && !database)) {
    const missing = (error as { status?: number } | null)?.status === 404;
    return (
      <Box>
        <PageHeader title={translate('app.routes.boltDatabase')} back={back} />
        {missing ? (
          <Card>
            <EmptyState
              icon={<SearchOffIcon />}
              title={translate('resources.boltDatabases.missing')}
              action={
                <Button component={Link} to={list} variant="contained">
                  {translate('resources.boltDatabases.action.back')}
                </Button>
              }
            />
          </Card>
        ) : (
          <LoadError title="resources.boltDatabases.loadOneFailed" error={error} onRetry={() => refetch()} />
        )}
      </Box>
    );
  }
  return (
    <Box>
      <PageHeader title={database?.name ?? <Skeleton width={260} />} intro={translate('app.routes.boltDatabase')} back={back} />
      {isPending || !database ? (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }} aria-busy="true">
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={260} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <ConnectionCard database={database} />
          <DatabaseFacts database={database} />
          <RenameDatabaseCard database={database} boltId={boltId} />
          <DeleteDatabaseCard database={database} boltId={boltId} />
        </Box>
      )}
    </Box>
  );
}
