import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBoltCreate } from '../BoltCreateActor';
import { CardsSkeleton } from '../parts/CardsSkeleton';
import { ChoiceGrid } from '../parts/ChoiceGrid';
import { StepAlert } from '../parts/StepAlert';
import { PeriodToggle } from './PeriodToggle';
import { PlanCard } from './PlanCard';
import { TrialCard } from './TrialCard';

/** The plan cards with the monthly/annual toggle, and the free test Bolt while one is left. */
export function PlanChoice() {
  const translate = useTranslate();
  const { context, substate, busy, send } = useBoltCreate();
  const retry = () => send({ type: 'RETRY' });
  const { plans, trials } = context;
  return (
    <Stack component="section" aria-label={translate('app.boltCreate.basics.plan')} spacing={2}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2">
          {translate('app.boltCreate.basics.plan')}
        </Typography>
        <PeriodToggle value={context.billingPeriod} onChange={(period) => send({ type: 'PERIOD_CHANGED', period })} disabled={busy} />
      </Box>
      {substate === 'plansFailed' && <StepAlert text={context.error?.message ?? ''} onRetry={retry} />}
      {!plans && substate === 'loadingPlans' && <CardsSkeleton count={4} height={230} min={300} />}
      {plans && (
        <ChoiceGrid label="app.boltCreate.basics.plan" min={300}>
          {plans.map((offer) => (
            <PlanCard
              key={offer.id}
              offer={offer}
              period={context.billingPeriod}
              selected={!context.trial && context.plan === offer.id}
              onSelect={() => send({ type: 'PLAN_CHOSEN', plan: offer.id })}
              disabled={busy}
            />
          ))}
        </ChoiceGrid>
      )}
      {substate === 'trialsFailed' && <StepAlert text={context.error?.message ?? ''} onRetry={retry} />}
      {substate === 'checkingTrials' && <CardsSkeleton count={1} height={76} min={300} />}
      {trials && trials.available > 0 && (
        <Box role="radiogroup" aria-label={translate('app.boltCreate.basics.trialTitle')}>
          <TrialCard trials={trials} selected={context.trial} onSelect={() => send({ type: 'TRIAL_CHOSEN' })} disabled={busy} />
        </Box>
      )}
      {trials && trials.available === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.boltCreate.basics.trialsUsed', { max: trials.max })}
        </Typography>
      )}
      {context.asStaff && !context.customer && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.boltCreate.basics.customerFirst')}
        </Typography>
      )}
    </Stack>
  );
}
