import { Box, Skeleton } from '@mui/material';
import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import { siteKey } from '../siteQueries';
import { SiteLocation } from '../SiteLocation';
import { SitePageHeader } from '../SitePageHeader';
import { SiteTitleEditor } from '../overview/SiteTitleEditor';
import { useSite } from '../useSite';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { LoadError } from '../../../components/LoadError';
import { ActivityLink } from '../../auditEvents/ActivityLink';
import { AdminControlsBlock } from './AdminControlsBlock';
import { AdminNotices } from './AdminNotices';
import { AdminUsageBlock } from './AdminUsageBlock';
import { ConfigurationsBlock } from './ConfigurationsBlock';
import { DnsBlock } from './DnsBlock';
import { DomainsBlock } from './DomainsBlock';
import { DynamicRequestsBlock } from './DynamicRequestsBlock';
import { LogsBlock } from './LogsBlock';
import { ReloadBlock } from './ReloadBlock';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

/** Spec 1 §2 and spec 2 §2.12 site admin settings (staff): {boltId}/environments/{envId}/admin-settings. */
export default function SiteAdminSettingsPage() {
  const { boltId, envId, data: site, error: siteError, refetch: refetchSite } = useSite();
  const settings = usePanelQuery(siteKey(envId, 'adminSettings'), (dataProvider) => dataProvider.siteAdminSettings(envId));
  const error = siteError ?? settings.error;
  if (error) {
    return <LoadError title="app.sites.loadFailed" error={error} onRetry={() => (siteError ? refetchSite() : settings.refetch())} />;
  }
  const blocks = settings.data;
  return (
    <Box>
      <SitePageHeader boltId={boltId} envId={envId} site={site}>
        {site ? <SiteTitleEditor site={site} /> : <Skeleton width="45%" height={56} />}
        {site && (
          <Box sx={{ mt: 1 }}>
            <SiteLocation location={site.location} />
          </Box>
        )}
        {site && (
          <Box sx={{ mt: 1 }}>
            <ActivityLink scope={{ environmentId: Number(envId) }} />
          </Box>
        )}
      </SitePageHeader>
      {site && <AdminNotices boltId={boltId} site={site} />}
      {!blocks || !site ? (
        <Box sx={grid}>
          {[6, 3, 3, 3].map((rows, i) => (
            <BlockSkeleton key={i} rows={rows} />
          ))}
        </Box>
      ) : (
        <Box sx={grid}>
          <ConfigurationsBlock site={{ ...site, server: blocks.configurations.server }} />
          <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
            <LogsBlock logs={blocks.logs} />
            <DnsBlock dns={blocks.dns} />
          </Box>
          <AdminUsageBlock usage={blocks.usage} />
          <DomainsBlock domains={blocks.domains} />
          <ReloadBlock envId={envId} />
          <AdminControlsBlock site={site} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <DynamicRequestsBlock requests={blocks.dynamicRequests} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
