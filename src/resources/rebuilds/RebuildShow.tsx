import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { DataTable, List, Show, useRecordContext, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { RebuildProgress } from './RebuildProgress';
import { ScopeField } from './ScopeField';
import { SiteResultLink } from './SiteResultLink';
import { MomentField } from '../../components/MomentField';

const Col = DataTable.Col;
const REFRESH_MS = 2000;

/** What became of each site of the rebuild in view, failures with the server's reason. */
const SiteResults = () => {
  const rebuild = useRecordContext();
  const translate = useTranslate();
  if (!rebuild) return null;
  const running = rebuild.finishedAt === null;
  return (
    <List
      resource="rebuildSites"
      queryOptions={{ meta: { rebuildId: rebuild.id }, refetchInterval: running ? REFRESH_MS : false }}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'site', order: 'ASC' }}
      actions={false}
      exporter={false}
      disableSyncWithLocation
      title={false}
      storeKey={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Col source="siteTitle" label="resources.rebuild-sites-config.site" disableSort>
          <SiteResultLink />
        </Col>
        <Col
          source="status"
          disableSort
          label="resources.rebuild-sites-config.status"
          render={(site) => translate(`resources.rebuild-sites-config.siteStates.${site.status}`)}
        />
        <Col
          source="serving"
          disableSort
          label="resources.rebuild-sites-config.serving"
          render={(site) => (site.serving ? translate(`resources.rebuild-sites-config.servingStates.${site.serving}`) : '–')}
        />
        <Col source="message" disableSort label="resources.rebuild-sites-config.message" />
      </DataTable>
    </List>
  );
};

const Summary = () => {
  const rebuild = useRecordContext();
  const translate = useTranslate();
  if (!rebuild) return null;
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ sm: 'flex-start' }}>
          <Box>
            <Typography variant="h2" component="h2">
              {translate(`resources.rebuild-sites-config.kinds.${rebuild.kind}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <ScopeField /> · {translate(`resources.rebuild-sites-config.reasons.${rebuild.reason}`)}
              {rebuild.requestedBy ? ` · ${rebuild.requestedBy}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <MomentField source="createdAt" />
            </Typography>
          </Box>
          <RebuildProgress />
        </Stack>
      </CardContent>
    </Card>
  );
};

/** /rebuild-sites-config/{id}: one rebuild and its per-site results, read again while it runs. */
export const RebuildShow = () => (
  <Show queryOptions={{ refetchInterval: (query) => (query.state.data?.finishedAt ? false : REFRESH_MS) }} component="div" actions={false}>
    <Summary />
    <SiteResults />
  </Show>
);
