import ExtensionIcon from '@mui/icons-material/Extension';
import { Box, Skeleton } from '@mui/material';
import { SitePageHeader } from '../SitePageHeader';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { LoadError } from '../../../components/LoadError';
import { SectionCard } from '../../../components/SectionCard';
import { useSite } from '../useSite';
import { AddonRow } from './AddonRow';
import { useAddons } from './useAddons';

/** Spec 2 §6 and §7 (staff): {boltId}/environments/{envId}/addons, the catalogue with a switch each. */
export default function AddonsPage() {
  const { boltId, envId, data: site, error: siteError, refetch } = useSite();
  const addons = useAddons(envId);
  const error = siteError ?? addons.error;
  if (error) return <LoadError error={error} onRetry={() => (siteError ? refetch() : addons.refetch())} />;
  if (!site || !addons.data) {
    return (
      <Box>
        <Skeleton width={220} height={20} />
        <Skeleton width="45%" height={56} sx={{ mb: 3 }} />
        <BlockSkeleton rows={4} />
      </Box>
    );
  }
  return (
    <Box>
      <SitePageHeader boltId={boltId} envId={envId} site={site} title="app.siteAddons.title" />
      <SectionCard title="app.siteAddons.catalogue" icon={<ExtensionIcon fontSize="small" />}>
        {addons.data.map((addon) => (
          <AddonRow key={addon.name} envId={envId} addon={addon} />
        ))}
      </SectionCard>
    </Box>
  );
}
