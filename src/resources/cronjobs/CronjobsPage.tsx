import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SitePageHeader } from '../sites/SitePageHeader';
import { useSite } from '../sites/useSite';
import { CronjobAddCard } from './CronjobAddCard';
import { CronjobList } from './CronjobList';
import { useCronjobs } from './useCronjobs';

/** Cron jobs of a site (spec 2 §2.7): intro, add form, list. */
export default function CronjobsPage() {
  const translate = useTranslate();
  const { boltId, envId, data: site } = useSite();
  const { data: jobs, error, refetch, refresh } = useCronjobs(envId);
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <SitePageHeader boltId={boltId} envId={envId} site={site} title="app.siteCronjobs.title">
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          {translate('app.siteCronjobs.intro')}
        </Typography>
      </SitePageHeader>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <CronjobList jobs={jobs} error={error} onRetry={() => refetch()} onChanged={refresh} />
        <CronjobAddCard envId={envId} onAdded={refresh} />
      </Box>
    </Box>
  );
}
