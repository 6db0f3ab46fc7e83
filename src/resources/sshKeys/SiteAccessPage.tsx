import AddIcon from '@mui/icons-material/Add';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { Box } from '@mui/material';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { LoadError } from '../../components/LoadError';
import { SectionCard } from '../../components/SectionCard';
import { useIsStaff } from '../../components/useIsStaff';
import { SitePageHeader } from '../sites/SitePageHeader';
import { useSite } from '../sites/useSite';
import { AccessEntriesCard } from './AccessEntriesCard';
import { SshAccessCard } from './SshAccessCard';
import { SshKeyAddForm } from './SshKeyAddForm';
import { SshKeyList } from './SshKeyList';
import { SupportAccessForm } from './SupportAccessForm';

/** Spec 2 §2.8: SSH and SFTP access of a site, its access entries and its SSH keys. */
export default function SiteAccessPage() {
  const { boltId, envId, data: site, error, refetch } = useSite();
  const isStaff = useIsStaff();
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <SitePageHeader boltId={boltId} envId={envId} site={site} title="app.siteAccess.title" />
      {error && !site && <LoadError error={error} onRetry={() => refetch()} />}
      <Box sx={{ display: 'grid', gap: 3 }}>
        {site ? <SshAccessCard site={site} /> : !error && <BlockSkeleton rows={2} />}
        <AccessEntriesCard envId={envId}>{isStaff && <SupportAccessForm envId={envId} />}</AccessEntriesCard>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <SectionCard title="app.siteAccess.keysTitle" icon={<KeyIcon fontSize="small" />}>
            <SshKeyList site={{ boltId, envId }} />
          </SectionCard>
          <SectionCard title="app.sshKeys.addTitle" icon={<AddIcon fontSize="small" />}>
            {/* A key added here is also given to this site as a user key. */}
            <SshKeyAddForm site={{ boltId, envId }} />
          </SectionCard>
        </Box>
      </Box>
    </Box>
  );
}
