import { Box, Button, Card, CardContent, Chip, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PlanFeatures } from './PlanFeatures';
import { PriceTag } from './PriceTag';
import { annualSavingCents, priceText, type PlanChange } from './pricing';
import type { PlanOffer } from './types';

interface PlanCardProps {
  offer: PlanOffer;
  /** What choosing it would change; null on a free test, where every plan is a choice. */
  change: PlanChange | null;
  disabled: boolean;
  onChoose: () => void;
}

const ACTIONS: Record<PlanChange | 'choose', { label: string; full: string }> = {
  current: { label: 'app.plan.action.current', full: 'app.plan.action.current' },
  upgrade: { label: 'app.plan.action.upgrade', full: 'app.plan.action.upgradeTo' },
  downgrade: { label: 'app.plan.action.downgrade', full: 'app.plan.action.downgradeTo' },
  period: { label: 'app.plan.action.period', full: 'app.plan.action.periodOf' },
  choose: { label: 'app.plan.action.choose', full: 'app.plan.action.chooseNamed' },
};

/** One plan to switch to, with tagline, price, inclusions, and whether it is suggested or current. */
export function PlanCard({ offer, change, disabled, onChoose }: PlanCardProps) {
  const translate = useTranslate();
  const current = change === 'current';
  const saving = offer.billingPeriod === 'annual' ? annualSavingCents(offer.monthlyCents, offer.priceCents) : 0;
  const action = ACTIONS[change ?? 'choose'];
  const args = { plan: offer.name, period: translate(`app.plan.periodWord.${offer.billingPeriod}`) };
  return (
    <Card
      component="section"
      aria-label={offer.name}
      sx={{
        height: '100%',
        borderColor: offer.suggested ? 'primary.main' : undefined,
        boxShadow: (theme) => (offer.suggested ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none'),
      }}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, height: '100%', boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: 2 }}>
        {/* Side by side, every card keeps the badge row so the plans line up; stacked, an empty one is dropped. */}
        <Box sx={{ display: { xs: offer.suggested || offer.current ? 'flex' : 'none', sm: 'flex' }, gap: 1, flexWrap: 'wrap', minHeight: 24 }}>
          {offer.suggested && <Chip size="small" color="primary" label={translate('app.plan.suggested')} />}
          {offer.current && <Chip size="small" variant="outlined" label={translate('app.plan.currentPlan')} />}
        </Box>
        <Box>
          <Typography component="h2" variant="h3">
            {offer.name}
          </Typography>
          {/* Two lines kept for every tagline, so the prices of the cards line up. */}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, minHeight: { lg: '2.86em' } }}>
            {offer.tagline}
          </Typography>
        </Box>
        <Box>
          <PriceTag cents={offer.priceCents} period={offer.billingPeriod} size="medium" />
          {saving > 0 && (
            <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600, mt: 0.5 }}>
              {translate('app.plan.saving', { saving: priceText(saving) })}
            </Typography>
          )}
        </Box>
        <Divider />
        <PlanFeatures plan={offer} />
        <Box sx={{ flex: 1 }} />
        <Button
          fullWidth
          variant={offer.suggested && !current ? 'contained' : 'outlined'}
          disabled={disabled || current}
          onClick={onChoose}
          aria-label={translate(action.full, args)}
        >
          {translate(action.label, args)}
        </Button>
      </CardContent>
    </Card>
  );
}
