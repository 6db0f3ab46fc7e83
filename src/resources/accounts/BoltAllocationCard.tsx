import BoltIcon from '@mui/icons-material/Bolt';
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageLink } from '../../components/PageLink';
import { SectionCard } from '../../components/SectionCard';
import { storageGb } from '../../rules/format';
import type { BoltAllocationRecord } from '../../rules/schemas/records/accounts';
import { formatCount } from '../bolts/dashboard/usage';
import { AllocationMeter } from './AllocationMeter';

const gb = (mb: number) => `${storageGb(mb) ?? ''} GB`;

/** One live Bolt of the account against its plan; over-allocated ones say so in their title. */
export function BoltAllocationCard({ bolt }: { bolt: BoltAllocationRecord }) {
  const translate = useTranslate();
  return (
    <SectionCard
      title={bolt.name}
      icon={<BoltIcon fontSize="small" />}
      tone={bolt.overAllocated ? 'danger' : 'default'}
      action={<PageLink to={`/bolts/${bolt.id}`} label="app.accounts.openBolt" />}
    >
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <Chip size="small" variant="outlined" label={translate(`resources.bolts.plans.${bolt.plan}`)} />
        {bolt.overAllocated && <Chip size="small" color="error" label={translate('app.accounts.overAllocated')} />}
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <AllocationMeter label="app.accounts.storage" allocation={bolt.storageMb} format={gb} />
        <AllocationMeter label="app.accounts.sites" allocation={bolt.sites} format={formatCount} />
        <AllocationMeter label="app.accounts.dynamicRequests" allocation={bolt.dynamicRequests} format={formatCount} />
        <AllocationMeter label="app.accounts.phpWorkers" allocation={bolt.phpWorkers} format={formatCount} />
      </Box>
    </SectionCard>
  );
}
