import { Alert, Box } from '@mui/material';
import { HttpError, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import type { BoltRecord } from '../../../layout/useBoltContext';
import { useRole } from '../../../layout/useRole';
import { isStaffRole } from '../../../rules/access';
import { useBoltAccess } from '../../boltUsers/queries';
import { CardSkeleton } from './CardSkeleton';
import { CustomContractNotice } from './CustomContractNotice';
import { LoadError } from '../../../components/LoadError';
import { NotDedicatedNotice } from './NotDedicatedNotice';
import { PageHeader } from '../../../components/PageHeader';
import { useSubscription, useUsage } from './queries';
import { StorageForm } from './StorageForm';
import { StorageUsageCard } from './StorageUsageCard';

/** {boltId}/change-storage: a dedicated Bolt's storage quota (spec 1 §2, §7, §9). */
export default function ChangeStoragePage() {
  const { boltId = '' } = useParams();
  const translate = useTranslate();
  const staff = isStaffRole(useRole());
  const bolt = useGetOne<BoltRecord>('bolts', { id: boltId });
  const usage = useUsage(boltId);
  const dedicated = bolt.data?.dedicated === true;
  const subscription = useSubscription(boltId, { enabled: dedicated });
  const { access } = useBoltAccess(boltId);
  const current = subscription.data?.subscription;
  const plan = subscription.data?.plan;
  const mayChange = Boolean(access?.permissions.includes('manageBilling'));
  const locked = Boolean(current?.custom_contract) && !staff;
  const error = bolt.error ?? usage.error;

  const side = () => {
    if (!dedicated) return <NotDedicatedNotice boltId={boltId} />;
    // People without the plan (developers) see the use only; the notice above says why.
    if (subscription.error instanceof HttpError && subscription.error.status === 403) return null;
    if (subscription.error) return <LoadError title="app.plan.loadFailed" error={subscription.error} onRetry={() => subscription.refetch()} />;
    if (!current || !plan || !usage.data) return <CardSkeleton lines={4} />;
    return (
      <StorageForm
        boltId={boltId}
        subscription={current}
        plan={plan}
        usedMb={usage.data.storage.usedMb}
        quotaMb={usage.data.storage.quotaMb}
        staff={staff}
        disabled={!mayChange || locked}
      />
    );
  };

  return (
    <Box>
      <PageHeader title={translate('app.routes.boltStorage')} intro={translate('app.storage.intro')} />
      {error ? (
        <LoadError title="app.storage.loadFailed" error={error} onRetry={() => (bolt.error ? bolt.refetch() : usage.refetch())} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {dedicated && current?.custom_contract && <CustomContractNotice />}
          {dedicated && access && !mayChange && <Alert severity="info">{translate('app.storage.readOnly')}</Alert>}
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' }, alignItems: 'start' }}>
            {usage.data ? (
              <StorageUsageCard usedMb={usage.data.storage.usedMb} quotaMb={usage.data.storage.quotaMb} planMb={plan?.storageMb} />
            ) : (
              <CardSkeleton lines={3} />
            )}
            {bolt.isPending ? <CardSkeleton lines={4} /> : side()}
          </Box>
        </Box>
      )}
    </Box>
  );
}
