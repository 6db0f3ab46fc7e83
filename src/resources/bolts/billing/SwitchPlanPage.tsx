import { Alert, Box } from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { useCall } from '../../../dataProvider/useCall';
import { useRole } from '../../../layout/useRole';
import type { BillingPeriod } from '../../../rules/plans';
import type { Plan } from '../../../rules/schemas/bolt';
import { useBoltAccess } from '../../boltUsers/queries';
import { CardSkeleton } from './CardSkeleton';
import { ConfirmSwitchDialog } from './ConfirmSwitchDialog';
import { CustomContractNotice } from './CustomContractNotice';
import { NoBillingAccess } from './NoBillingAccess';
import { PeriodToggle } from './PeriodToggle';
import { PlanCard } from './PlanCard';
import { planChange } from './pricing';
import { usePlans, useSubscription } from './queries';

/** {boltId}/plan-and-billing/switch: the four plans priced monthly or annually (spec 1 §2, §7). */
export default function SwitchPlanPage() {
  const { boltId = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const role = useRole();
  const { access } = useBoltAccess(boltId);
  const subscription = useSubscription(boltId);
  const current = subscription.data?.subscription;
  const [chosenPeriod, setPeriod] = useState<BillingPeriod>();
  const period = chosenPeriod ?? current?.billingPeriod;
  const plans = usePlans(boltId, period);
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [open, setOpen] = useState(false);

  // A new plan changes the Bolt's price, limits and plan chips: the Bolt's records and calls are read again.
  const change = useCall((dataProvider, to: { plan: Plan; billingPeriod: BillingPeriod }) => dataProvider.switchPlan(boltId, to), {
    invalidates: [['bolts']],
    onSuccess: () => {
      notify('app.plan.switched', { type: 'success', messageArgs: { plan: translate(`resources.bolts.plans.${chosen}`) } });
      navigate(`/bolts/${boltId}/plan-and-billing`);
    },
  });

  const mayChange = Boolean(access?.permissions.includes('manageBilling')) && (!current?.custom_contract || role !== 'customer');
  const offers = plans.data ?? [];
  const offer = offers.find((item) => item.id === chosen) ?? null;
  const error = subscription.error ?? plans.error;

  return (
    <Box>
      <PageHeader
        title={translate('app.routes.boltPlanSwitch')}
        intro={translate('app.plan.switchIntro')}
        back={{ to: `/bolts/${boltId}/plan-and-billing`, label: 'app.plan.back' }}
      />
      {error instanceof HttpError && error.status === 403 ? (
        <NoBillingAccess />
      ) : error ? (
        <LoadError title="app.plan.plansFailed" error={error} onRetry={() => (subscription.error ? subscription.refetch() : plans.refetch())} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {current?.custom_contract && <CustomContractNotice />}
          {access && !access.permissions.includes('manageBilling') && <Alert severity="info">{translate('app.plan.readOnly')}</Alert>}
          {period && (
            <Box>
              <PeriodToggle value={period} onChange={setPeriod} />
            </Box>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
            {plans.isPending || !current
              ? Array.from({ length: 4 }, (_, i) => <CardSkeleton key={i} lines={7} />)
              : offers.map((item) => (
                  <PlanCard
                    key={item.id}
                    offer={item}
                    change={current.trial ? null : planChange(current, { plan: item.id, billingPeriod: item.billingPeriod })}
                    disabled={!mayChange}
                    onChoose={() => {
                      change.reset();
                      setChosen(item.id);
                      setOpen(true);
                    }}
                  />
                ))}
          </Box>
        </Box>
      )}
      <ConfirmSwitchDialog
        open={open}
        offer={offer}
        fromName={
          current
            ? translate('app.plan.planWithPeriod', {
                plan: translate(`resources.bolts.plans.${current.plan}`),
                period: translate(`app.plan.billedHow.${current.billingPeriod}`),
              })
            : ''
        }
        pending={change.isPending}
        error={change.error?.message ?? null}
        onCancel={() => setOpen(false)}
        onConfirm={() => offer && change.mutate({ plan: offer.id, billingPeriod: offer.billingPeriod })}
      />
    </Box>
  );
}
