import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { formatMoment } from '../../../rules/dates';

interface TrialBannerProps {
  boltId: string;
  daysLeft: number;
  endsAt: string | null;
  canChoose: boolean;
}

/** Spec 1 §3 Subscription.trial_days_left: a free test Bolt, with the way to keep it. */
export function TrialBanner({ boltId, daysLeft, endsAt, canChoose }: TrialBannerProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity={daysLeft <= 3 ? 'warning' : 'info'}
      action={
        canChoose && (
          <Button component={Link} to={`/bolts/${boltId}/plan-and-billing/switch`} color="inherit" size="small" variant="outlined">
            {translate('app.plan.choosePlan')}
          </Button>
        )
      }
    >
      <AlertTitle>{translate('app.plan.trialTitle', { smart_count: daysLeft })}</AlertTitle>
      {translate('app.plan.trialText', { date: endsAt ? formatMoment(endsAt, 'date') : '' })}
    </Alert>
  );
}
