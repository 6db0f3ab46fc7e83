import { Box, Button, Skeleton, Typography } from '@mui/material';
import { ExportButton, FilterLiveSearch, useListContext, useTranslate } from 'react-admin';
import { LoadError } from '../../components/LoadError';
import { Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import type { SiteRef, SshKey } from './sshKeys';
import { SshKeyMobileList } from './SshKeyMobileList';
import { SshKeyTable } from './SshKeyTable';

/** The list's states: loading, failed (with Retry), no keys at all, nothing matching the search, or a page of keys. */
export function SshKeyListContent({ site }: { site?: SiteRef }) {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  const { data, total, isPending, error, refetch, filterValues, setFilters } = useListContext<SshKey>();
  if (error) return <LoadError title="app.sshKeys.loadFailed" error={error} onRetry={() => refetch()} />;
  const searching = Boolean(filterValues.q);
  if (!isPending && total === 0 && !searching) {
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {translate('app.sshKeys.empty')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <FilterLiveSearch label={translate('app.sshKeys.search')} sx={{ flex: '1 1 200px', maxWidth: 360 }} />
        <ExportButton />
      </Box>
      {isPending ? (
        <Box aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Box>
      ) : total === 0 ? (
        <Box sx={{ py: 2, textAlign: 'center' }}>
          <Typography color="text.secondary">{translate('app.sshKeys.noMatch', { q: filterValues.q })}</Typography>
          <Button onClick={() => setFilters({}, {})}>{translate('app.sshKeys.clearSearch')}</Button>
        </Box>
      ) : isSmall ? (
        <SshKeyMobileList keys={data ?? []} site={site} />
      ) : (
        <SshKeyTable site={site} />
      )}
      <Pagination />
    </Box>
  );
}
