import { Box, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE } from '../../components/Pagination';
import { SitePageHeader } from '../sites/SitePageHeader';
import { useSite } from '../sites/useSite';
import { CronjobAddCard } from './CronjobAddCard';
import { cronjobExporter } from './cronjobExporter';
import { CronjobList } from './CronjobList';

/** Cron jobs of a site (spec 2 §2.7): intro, the jobs a page at a time, and the add form. */
export default function CronjobsPage() {
  const translate = useTranslate();
  const { boltId, envId, data: site } = useSite();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <SitePageHeader boltId={boltId} envId={envId} site={site} title="app.siteCronjobs.title">
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          {translate('app.siteCronjobs.intro')}
        </Typography>
      </SitePageHeader>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ListBase
          resource="siteCronjobs"
          // A failure shows in the list with Retry (CronjobList), not also as a toast.
          queryOptions={{ meta: { siteId: envId }, onError: () => undefined }}
          perPage={DEFAULT_PER_PAGE}
          sort={{ field: 'createdAt', order: 'ASC' }}
          exporter={cronjobExporter(envId)}
          // Each site keeps its own search, order and page.
          storeKey={`siteCronjobs.${envId}`}
        >
          <CronjobList />
        </ListBase>
        <CronjobAddCard siteId={envId} />
      </Box>
    </Box>
  );
}
