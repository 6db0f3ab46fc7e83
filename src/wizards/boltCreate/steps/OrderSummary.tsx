import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CountryFlag } from '../../../components/CountryFlag';
import { TRIAL_DAYS } from '../../../rules/plans';
import { normalizeSiteUrl } from '../../../rules/schemas/boltCreate';
import { dollars, priceOf } from '../order';
import type { BoltCreateContext } from '../types';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1 }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography
      component="dd"
      sx={{ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, minWidth: 0, overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  </Box>
);

/** What the Bolt will be made of and what it costs today, before the person confirms. */
export function OrderSummary({ context }: { context: BoltCreateContext }) {
  const translate = useTranslate();
  const offer = context.plans?.find((plan) => plan.id === context.plan);
  const location = context.locations?.find((candidate) => candidate.id === context.location);
  const dueCents = context.trial || !offer ? 0 : priceOf(offer, context.billingPeriod);
  const t = (key: string, options?: object) => translate(`app.boltCreate.summary.${key}`, options);
  return (
    <Card component="section" aria-label={t('title')}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {context.customer && <Row label={t('customer')}>{context.customer.name}</Row>}
          <Row label={t('url')}>{normalizeSiteUrl(context.url)}</Row>
          <Row label={t('name')}>{context.name.trim()}</Row>
          <Row label={t('plan')}>{context.trial ? t('trial', { days: TRIAL_DAYS }) : offer && t(context.billingPeriod, { plan: offer.name })}</Row>
          {location && (
            <Row label={t('location')}>
              <CountryFlag code={location.countryCode} label={location.country} size={22} />
              {`${location.city}, ${location.country}`}
              {context.isLegacy !== null && (
                <Typography component="span" variant="body2" color="text.secondary">
                  · {t(context.isLegacy ? 'legacy' : 'nextgen')}
                </Typography>
              )}
            </Row>
          )}
        </Box>
        <Divider sx={{ my: 1.5 }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 650 }}>{t('due')}</Typography>
          <Typography sx={{ fontWeight: 750, fontSize: '1.3rem' }}>{dollars(dueCents)}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
