import CheckIcon from '@mui/icons-material/Check';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { storageGb } from '../../../rules/format';
import { DYNAMIC_REQUESTS_MULTIPLIER, type BillingPeriod } from '../../../rules/plans';
import { ChoiceCard } from '../parts/ChoiceCard';
import { dollars, priceOf, yearlyAtMonthlyCents } from '../order';
import type { PlanOffer } from '../types';

export interface PlanCardProps {
  offer: PlanOffer;
  period: BillingPeriod;
  selected: boolean;
  onSelect: () => void;
  disabled?: boolean;
}

/** A plan with its tagline, its price for the period and what it includes. */
export function PlanCard({ offer, period, selected, onSelect, disabled }: PlanCardProps) {
  const translate = useTranslate();
  const price = dollars(priceOf(offer, period));
  const storage = storageGb(offer.storageMb);
  const features = [
    translate('app.boltCreate.basics.sites', { smart_count: offer.sites }),
    storage === null ? translate('resources.shared.storage.unlimited') : translate('app.boltCreate.basics.storage', { amount: storage }),
    translate('app.boltCreate.basics.dynamicRequests', { amount: offer.dynamicRequests / DYNAMIC_REQUESTS_MULTIPLIER }),
  ];
  return (
    <ChoiceCard selected={selected} onSelect={onSelect} disabled={disabled} label={`${offer.name}, ${price}`}>
      <Typography variant="h6" component="p">
        {offer.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {offer.tagline}
      </Typography>
      <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'baseline', gap: 0.5, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontSize: '1.6rem', fontWeight: 750, letterSpacing: '-0.02em' }}>
          {price}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {translate(period === 'annual' ? 'app.boltCreate.basics.perYear' : 'app.boltCreate.basics.perMonth')}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', minHeight: '1.5em' }}>
        {period === 'annual' && (
          <>
            <s>{dollars(yearlyAtMonthlyCents(offer))}</s>{' '}
            <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>
              {translate('app.boltCreate.basics.monthFree')}
            </Box>
          </>
        )}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'center', fontSize: '0.875rem' }}>
            <CheckIcon aria-hidden sx={{ fontSize: 16, color: 'success.main' }} />
            {feature}
          </Box>
        ))}
      </Stack>
    </ChoiceCard>
  );
}
