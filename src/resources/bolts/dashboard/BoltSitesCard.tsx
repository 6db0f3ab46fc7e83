import AddIcon from '@mui/icons-material/Add';
import LanguageIcon from '@mui/icons-material/Language';
import { Box, Button, List, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { StateDot } from '../../../components/StateDot';
import { FlagIcon } from '../../sites/FlagIcon';
import { siteListPath, sitePath } from '../../sites/sitePaths';
import type { SiteRecord } from '../../sites/useSite';
import { LoadError } from '../../../components/LoadError';
import { SectionCard } from '../../../components/SectionCard';

const SHOWN = 6;

/** The Bolt's first sites with their state (production shown as live), each opening its overview. */
export function BoltSitesCard({ boltId }: { boltId: string }) {
  const translate = useTranslate();
  const {
    data = [],
    total = 0,
    isPending,
    error,
    refetch,
  } = useGetList<SiteRecord>('environments', {
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'title', order: 'ASC' },
    meta: { boltId },
  });
  const create = (
    <Button size="small" startIcon={<AddIcon />} component={Link} to={`/bolts/${boltId}/environments/create`}>
      {translate('app.sites.list.create')}
    </Button>
  );
  return (
    <SectionCard title="app.dashboard.sites" icon={<LanguageIcon fontSize="small" />} action={create}>
      {error && <LoadError error={error} onRetry={() => refetch()} />}
      {isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={52} />)}
      {!isPending && !error && data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('app.sites.list.empty')} {translate('app.sites.list.emptyHint')}
        </Typography>
      )}
      <List disablePadding>
        {data.map((site) => (
          <ListItem key={site.id} disablePadding>
            <ListItemButton component={Link} to={sitePath(boltId, site.id)} sx={{ borderRadius: 2, px: 1.5, gap: 1.5 }}>
              <FlagIcon location={site.location} size={14} />
              <ListItemText
                primary={site.title}
                secondary={site.internalUrl}
                slotProps={{ primary: { fontWeight: 600, noWrap: true }, secondary: { noWrap: true } }}
                sx={{ minWidth: 0 }}
              />
              <StateDot state={site.state} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {total > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Button component={Link} to={siteListPath(boltId)}>
            {translate('app.dashboard.allSites', { smart_count: total })}
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}
