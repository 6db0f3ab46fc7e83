import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BillingPeriod } from '../../../rules/plans';
import { perMonthCents, priceText } from './pricing';

interface PriceTagProps {
  cents: number;
  period: BillingPeriod;
  size?: 'large' | 'medium';
}

/** "$79.00 / month", or "$869.00 / year" with what that comes to a month. */
export function PriceTag({ cents, period, size = 'large' }: PriceTagProps) {
  const translate = useTranslate();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
        <Typography
          component="span"
          sx={{ fontSize: size === 'large' ? '2rem' : '1.6rem', fontWeight: 750, letterSpacing: '-0.02em', lineHeight: 1.2 }}
        >
          {priceText(cents)}
        </Typography>{' '}
        <Typography component="span" color="text.secondary">
          {translate(period === 'annual' ? 'app.plan.perYear' : 'app.plan.perMonth')}
        </Typography>
      </Box>
      {period === 'annual' && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.plan.monthlyEquivalent', { price: priceText(perMonthCents(cents, period)) })}
        </Typography>
      )}
    </Box>
  );
}
