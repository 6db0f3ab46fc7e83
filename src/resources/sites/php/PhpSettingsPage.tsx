import { Alert, Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIsStaff } from '../../../components/useIsStaff';
import { SitePageHeader } from '../SitePageHeader';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { LoadError } from '../../../components/LoadError';
import { useSite } from '../useSite';
import { PhpErrorLogCard } from './PhpErrorLogCard';
import { PhpExtensionsCard } from './PhpExtensionsCard';
import { PhpMemoryCard } from './PhpMemoryCard';
import { PhpTimezoneCard } from './PhpTimezoneCard';
import { PhpVersionCard } from './PhpVersionCard';
import { PhpWorkersCard } from './PhpWorkersCard';
import { usePhpSettings } from './usePhpSettings';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;
const wide = { gridColumn: '1 / -1' } as const;

/** Spec 2 §2.9: {boltId}/environments/{envId}/php-settings. */
export default function PhpSettingsPage() {
  const translate = useTranslate();
  const staff = useIsStaff();
  const { boltId, envId, data: site, error: siteError, refetch: refetchSite } = useSite();
  const settings = usePhpSettings(envId);
  const error = siteError ?? settings.error;
  const header = <SitePageHeader boltId={boltId} envId={envId} site={site} title="app.sitePhp.title" />;
  if (error) {
    return (
      <Box>
        {header}
        <LoadError error={error} onRetry={() => (siteError ? refetchSite() : settings.refetch())} />
      </Box>
    );
  }
  if (!site || !settings.data) {
    return (
      <Box>
        <Skeleton width={220} height={20} />
        <Skeleton width="45%" height={56} sx={{ mb: 3 }} />
        <Box sx={grid}>
          <BlockSkeleton rows={3} />
          <BlockSkeleton rows={3} />
        </Box>
      </Box>
    );
  }
  const data = settings.data;
  // Each card keeps its draft until the stored value changes, then starts again from what is stored.
  const version = data.phpVersion;
  return (
    <Box>
      {header}
      {data.isLegacy && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {translate('app.sitePhp.legacy')}
        </Alert>
      )}
      <Box sx={grid}>
        <PhpVersionCard key={`v${version}`} settings={data} boltId={boltId} />
        <PhpMemoryCard key={`m${site.phpMemoryLimit}`} settings={data} current={site.phpMemoryLimit} />
        <PhpTimezoneCard key={`t${data.phpTimezone}`} settings={data} />
        {staff && <PhpErrorLogCard settings={data} />}
        <Box sx={wide}>
          <PhpExtensionsCard key={`e${version}${data.phpExtensions.map((e) => `${e.id}${e.enabled}`).join()}`} settings={data} />
        </Box>
        {staff && (
          <Box sx={wide}>
            <PhpWorkersCard key={JSON.stringify(data.phpWorkers)} settings={data} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
