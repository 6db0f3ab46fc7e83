import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, Divider, List, Skeleton, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { PaginationControl } from '../../../components/PaginationControl';
import { DEFAULT_PER_PAGE, totalPagesOf } from '../../../rules/pagination';
import type { SiteRecord } from '../useSite';
import { LoadError } from '../../../components/LoadError';
import { SiteRow } from './SiteRow';
import { SiteSearch } from './SiteSearch';
import { SitesEmpty } from './SitesEmpty';
import { useDebounced } from './useDebounced';

/** A Bolt's sites ({boltId}/environments): searchable, 15 a page (spec 1 §9), each opening its overview. */
export default function SiteListPage() {
  const translate = useTranslate();
  const { boltId = '' } = useParams();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim());
  const { data: bolt } = useGetOne<{ id: string; name?: string }>('bolts', { id: boltId });
  const { data = [], total = 0, isPending, error, refetch } = useGetList<SiteRecord>('environments', {
    pagination: { page, perPage: DEFAULT_PER_PAGE },
    sort: { field: 'title', order: 'ASC' },
    filter: q ? { q } : {},
    meta: { boltId },
  });
  return (
    <Box>
      <Breadcrumbs boltId={boltId} boltName={bolt?.name} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2.5 }}>
        <Typography component="h1" variant="h1">
          {translate('app.routes.boltSites')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`/bolts/${boltId}/environments/create`}>
          {translate('app.sites.list.create')}
        </Button>
      </Box>
      <Box sx={{ mb: 2 }}>
        <SiteSearch
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </Box>
      {error ? (
        <LoadError error={error} onRetry={() => refetch()} />
      ) : (
        <Card>
          {isPending && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} variant="rectangular" height={56} sx={{ m: 2, borderRadius: 2 }} />)}
          {!isPending && data.length === 0 && <SitesEmpty boltId={boltId} search={q} />}
          {data.length > 0 && (
            <List disablePadding aria-label={translate('app.routes.boltSites')}>
              {data.map((site, i) => (
                <Fragment key={site.id}>
                  {i > 0 && <Divider component="li" aria-hidden />}
                  <li>
                    <SiteRow site={site} boltId={boltId} />
                  </li>
                </Fragment>
              ))}
            </List>
          )}
        </Card>
      )}
      {total > DEFAULT_PER_PAGE && (
        <PaginationControl currentPage={page} totalPages={totalPagesOf(total, DEFAULT_PER_PAGE)} total={total} perPage={DEFAULT_PER_PAGE} onChange={setPage} />
      )}
    </Box>
  );
}
