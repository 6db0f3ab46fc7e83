import { Box, Button, Skeleton, Typography } from '@mui/material';
import { ExportButton, FilterLiveSearch, useListContext, useTranslate } from 'react-admin';
import { LoadError } from '../../components/LoadError';
import { Pagination } from '../../components/Pagination';
import { AccessEntryTable } from './AccessEntryTable';
import type { AccessEntry } from './sshKeys';

/** The entries' states: loading, failed (with Retry), nobody has access, nothing matching the search, or a page of entries. */
export function AccessEntryList({ envId }: { envId: string }) {
  const translate = useTranslate();
  const { total, isPending, error, refetch, filterValues, setFilters } = useListContext<AccessEntry>();
  if (error) return <LoadError title="app.siteAccess.loadFailed" error={error} onRetry={() => refetch()} />;
  const searching = Boolean(filterValues.q);
  if (!isPending && total === 0 && !searching) {
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {translate('app.siteAccess.noEntries')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <FilterLiveSearch label={translate('app.siteAccess.search')} sx={{ flex: '1 1 200px', maxWidth: 360 }} />
        <ExportButton />
      </Box>
      {isPending ? (
        <Box aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Box>
      ) : total === 0 ? (
        <Box sx={{ py: 2, textAlign: 'center' }}>
          <Typography color="text.secondary">{translate('app.siteAccess.noMatch', { q: filterValues.q })}</Typography>
          <Button onClick={() => setFilters({}, {})}>{translate('app.sshKeys.clearSearch')}</Button>
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto', mx: { xs: -2, sm: 0 } }}>
          <AccessEntryTable envId={envId} />
        </Box>
      )}
      <Pagination />
    </Box>
  );
}
