import { Box, Chip, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BILLING_PERIODS, type BillingPeriod } from '../../../rules/plans';

/** Monthly or annual prices; annual billing gives one month free (spec 1 §9). */
export function PeriodToggle({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={value}
      onChange={(_, period: BillingPeriod | null) => period && onChange(period)}
      aria-label={translate('app.plan.periodLabel')}
      sx={{ bgcolor: 'background.paper' }}
    >
      {BILLING_PERIODS.map((period) => (
        <ToggleButton key={period} value={period} sx={{ px: 2.5, gap: 1, textTransform: 'none', fontWeight: 600 }}>
          {translate(`app.plan.period.${period}`)}
          {period === 'annual' && (
            <Box component="span" sx={{ display: 'inline-flex' }}>
              <Chip size="small" color="success" label={translate('app.plan.monthFree')} sx={{ height: 20, fontSize: '0.7rem', cursor: 'inherit' }} />
            </Box>
          )}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
