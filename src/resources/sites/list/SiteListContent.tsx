import { Box, Card, List, Skeleton } from '@mui/material';
import { Fragment } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { BulkBar } from '../../../components/bulk/BulkBar';
import { BulkDeleteButton } from '../../../components/bulk/BulkDeleteButton';
import { SelectRecordCheckbox } from '../../../components/bulk/SelectRecordCheckbox';
import { ExportAllButton } from '../../../components/ExportAllButton';
import { usePanelDataProvider } from '../../../dataProvider/usePanelDataProvider';
import { LoadError } from '../../../components/LoadError';
import { Pagination } from '../../../components/Pagination';
import type { SiteRecord } from '../useSite';
import { SiteRow } from './SiteRow';
import { SiteSearch } from './SiteSearch';
import { SitesEmpty } from './SitesEmpty';

/**
 * The list's states: loading, failed (with Retry), no sites or none matching the search, or the
 * rows, each with a box to choose it for bulk deletion.
 */
export function SiteListContent({ boltId }: { boltId: string }) {
  const translate = useTranslate();
  const { data = [], isPending, error, refetch, filterValues } = useListContext<SiteRecord>();
  const dataProvider = usePanelDataProvider();
  return (
    <>
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <SiteSearch />
        <ExportAllButton />
      </Box>
      {error ? (
        <LoadError error={error} onRetry={() => refetch()} />
      ) : (
        <Card>
          {isPending && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} variant="rectangular" height={56} sx={{ m: 2, borderRadius: 2 }} />)}
          {!isPending && data.length === 0 && <SitesEmpty boltId={boltId} search={String(filterValues.q ?? '')} />}
          {data.length > 0 && (
            <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
              <BulkBar>
                <BulkDeleteButton
                  what="sites"
                  nameOf={(site) => site.title}
                  act={(site) => dataProvider.delete('environments', { id: site.id, previousData: site })}
                />
              </BulkBar>
            </Box>
          )}
          {data.length > 0 && (
            <List disablePadding aria-label={translate('app.routes.boltSites')}>
              {data.map((site, i) => (
                <Fragment key={site.id}>
                  <Box
                    component="li"
                    // The rule between rows is the row's own border: a list holds nothing but its items.
                    sx={{ display: 'flex', alignItems: 'center', pl: { xs: 1, sm: 2 }, borderTop: i > 0 ? 1 : 0, borderColor: 'divider' }}
                  >
                    <SelectRecordCheckbox id={site.id} name={site.title} />
                    <SiteRow site={site} boltId={boltId} />
                  </Box>
                </Fragment>
              ))}
            </List>
          )}
        </Card>
      )}
      <Pagination />
    </>
  );
}
