import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/SectionCard';
import { planSummary } from './planSummary';
import type { DashboardBolt } from './types';
import { formatMoment } from '../../../rules/dates';

/** The plan in brief (spec 1 §3 tagline), the current term, and the way to plan & billing. */
export function PlanCard({ bolt, canViewBilling }: { bolt: DashboardBolt; canViewBilling: boolean }) {
  const translate = useTranslate();
  const summary = planSummary(bolt);
  const date = formatMoment(summary.date, 'date');
  return (
    <SectionCard title="app.dashboard.plan.title" icon={<CreditCardIcon fontSize="small" />}>
      <Typography variant="h3" component="p">
        {translate(`resources.bolts.plans.${bolt.plan}`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`resources.bolts.taglines.${bolt.plan}`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.5, mb: canViewBilling ? 2 : 0 }}>
        <Typography variant="body2">{translate(`app.dashboard.plan.${bolt.billingPeriod}`)}</Typography>
        <Typography variant="body2" color={summary.kind === 'renews' ? 'text.secondary' : 'warning.main'}>
          {translate(`app.dashboard.plan.${summary.kind}`, { date, smart_count: summary.daysLeft })}
        </Typography>
        {bolt.customContract && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.dashboard.plan.customContract')}
          </Typography>
        )}
      </Box>
      {canViewBilling && (
        <Button variant="outlined" component={Link} to={`/bolts/${bolt.id}/plan-and-billing`}>
          {translate('app.dashboard.plan.manage')}
        </Button>
      )}
    </SectionCard>
  );
}
