import { Alert, Box, Stack } from '@mui/material';
import { HttpError, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import type { DashboardBolt } from '../dashboard/types';
import { useRole } from '../../../layout/useRole';
import { useBoltAccess } from '../../boltUsers/queries';
import { CardSkeleton } from './CardSkeleton';
import { CurrentPlanCard } from './CurrentPlanCard';
import { CustomContractNotice } from './CustomContractNotice';
import { LoadError } from '../../../components/LoadError';
import { NoBillingAccess } from './NoBillingAccess';
import { PageHeader } from '../../../components/PageHeader';
import { useSubscription } from './queries';
import { RelatedCard } from './RelatedCard';
import { ScheduledDeletionBanner } from '../deletion/ScheduledDeletionBanner';
import { TermCard } from './TermCard';
import { TrialBanner } from './TrialBanner';

/** {boltId}/plan-and-billing: the Bolt's subscription (spec 1 §2, §3, §7). */
export default function PlanAndBillingPage() {
  const { boltId = '' } = useParams();
  const translate = useTranslate();
  const role = useRole();
  const { data: bolt } = useGetOne<DashboardBolt>('bolts', { id: boltId });
  const { access } = useBoltAccess(boltId);
  const { data, error, isPending, refetch } = useSubscription(boltId);
  const can = (permission: 'manageBilling' | 'transfer') => Boolean(access?.permissions.includes(permission));
  const subscription = data?.subscription;
  // A staff member's changes are theirs to make even on custom contracts (the server allows it).
  const canSwitch = can('manageBilling') && (!subscription?.custom_contract || role !== 'customer');

  return (
    <Box>
      <PageHeader title={translate('app.routes.boltPlan')} intro={translate('app.plan.intro')} />
      {error instanceof HttpError && error.status === 403 ? (
        <NoBillingAccess />
      ) : error ? (
        <LoadError title="app.plan.loadFailed" error={error} onRetry={() => refetch()} />
      ) : isPending || !subscription ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <CardSkeleton lines={6} />
          <CardSkeleton lines={5} />
        </Box>
      ) : (
        <Stack spacing={2.5}>
          {bolt && <ScheduledDeletionBanner bolt={bolt} canRestore={can('manageBilling')} />}
          {subscription.trial && (
            <TrialBanner boltId={boltId} daysLeft={subscription.trial_days_left} endsAt={subscription.trialEndsAt} canChoose={canSwitch} />
          )}
          {subscription.custom_contract && <CustomContractNotice />}
          {access && !can('manageBilling') && <Alert severity="info">{translate('app.plan.readOnly')}</Alert>}
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
            <CurrentPlanCard boltId={boltId} subscription={subscription} plan={data.plan} canSwitch={canSwitch} />
            <TermCard subscription={subscription} plan={data.plan} addons={data.addons} customer={data.customer} />
          </Box>
          <RelatedCard boltId={boltId} dedicated={Boolean(bolt?.dedicated)} canTransfer={can('transfer')} />
        </Stack>
      )}
    </Box>
  );
}
