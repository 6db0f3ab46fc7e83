import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, Card, CardContent, Chip, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { PlanFeatures } from './PlanFeatures';
import { PriceTag } from './PriceTag';
import { priceText } from './pricing';
import type { PlanOffer, Subscription } from './types';
import { formatMoment } from '../../../rules/dates';

interface CurrentPlanCardProps {
  boltId: string;
  subscription: Subscription;
  plan?: PlanOffer;
  canSwitch: boolean;
}

/** The Bolt's plan: name, tagline (spec 1 §3), billing period, price and what it includes. */
export function CurrentPlanCard({ boltId, subscription, plan, canSwitch }: CurrentPlanCardProps) {
  const translate = useTranslate();
  const monthly = subscription.billingPeriod === 'monthly';
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2.5 }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {translate('app.plan.currentPlan')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography component="h2" variant="h2">
              {plan?.name ?? translate(`resources.bolts.plans.${subscription.plan}`)}
            </Typography>
            <Chip size="small" color="primary" variant="outlined" label={translate(`app.plan.billed.${subscription.billingPeriod}`)} />
            {subscription.trial && <Chip size="small" color="info" label={translate('app.plan.trialChip')} />}
          </Box>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {plan?.tagline ?? translate(`resources.bolts.taglines.${subscription.plan}`)}
          </Typography>
        </Box>
        <Box>
          {subscription.trial && subscription.trialEndsAt && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.plan.trialPrice', { date: formatMoment(subscription.trialEndsAt, 'date') })}
            </Typography>
          )}
          <PriceTag cents={subscription.priceCents} period={subscription.billingPeriod} />
        </Box>
        {plan && (
          <>
            <Divider />
            <PlanFeatures plan={plan} />
          </>
        )}
        {monthly && canSwitch && subscription.annualSavingCents > 0 && (
          <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
            {translate('app.plan.annualHint', { saving: priceText(subscription.annualSavingCents) })}
          </Typography>
        )}
        {canSwitch && (
          <Box>
            <Button component={Link} to={`/bolts/${boltId}/plan-and-billing/switch`} variant="contained" startIcon={<SwapHorizIcon />}>
              {translate('app.plan.switch')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
