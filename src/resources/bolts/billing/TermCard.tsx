import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { priceText } from './pricing';
import type { Addon, PlanOffer, Subscription } from './types';
import { formatMoment } from '../../../rules/dates';

interface TermCardProps {
  subscription: Subscription;
  plan?: PlanOffer;
  addons: Addon[];
  customer?: string;
}

const date = (value: string) => formatMoment(value, 'date');

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The current term with its dates, who is billed, and the price made up of plan and add-ons. */
export function TermCard({ subscription, plan, addons, customer }: TermCardProps) {
  const translate = useTranslate();
  const ends = subscription.deletionScheduledAt ? 'app.plan.endsOn' : subscription.trial ? 'app.plan.trialEndsOn' : 'app.plan.renewsOn';
  const per = translate(subscription.billingPeriod === 'annual' ? 'app.plan.perYear' : 'app.plan.perMonth');
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography component="h2" variant="h4" sx={{ mb: 1.5 }}>
          {translate('app.plan.termTitle')}
        </Typography>
        <Row label={translate('app.plan.term')}>
          {date(subscription.currentTermStart)} – {date(subscription.currentTermEnd)}
        </Row>
        <Row label={translate(ends)}>{date(subscription.currentTermEnd)}</Row>
        {customer && <Row label={translate('app.plan.billedTo')}>{customer}</Row>}
        <Divider sx={{ my: 1.5 }} />
        {plan && <Row label={translate('app.plan.planLine', { name: plan.name })}>{priceText(plan.priceCents)}</Row>}
        {addons.map((addon) => (
          <Row
            key={addon.name}
            // A free add-on (unlimited storage set by staff) has no quantity worth showing.
            label={
              addon.unitCents
                ? translate('app.plan.addonLine', { name: addon.name, quantity: addon.quantity, unit: priceText(addon.unitCents) })
                : addon.name
            }
          >
            {priceText(addon.priceCents)}
          </Row>
        ))}
        <Row label={translate('app.plan.total')} strong>
          {priceText(subscription.priceCents)} {per}
        </Row>
        <Button component={Link} to="/billing" size="small" sx={{ mt: 1.5, ml: -1 }}>
          {translate('app.plan.invoices')}
        </Button>
      </CardContent>
    </Card>
  );
}
