import { Chip, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BillingPeriod } from '../../../rules/plans';

/** Monthly or annual billing; annual carries its saving (spec 1 §9: 1 month free). */
export function PeriodToggle({ value, onChange, disabled }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void; disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      disabled={disabled}
      onChange={(_event, period: BillingPeriod | null) => period && onChange(period)}
      aria-label={translate('app.boltCreate.basics.period')}
    >
      <ToggleButton value="monthly" sx={{ px: 2 }}>
        {translate('app.boltCreate.basics.monthly')}
      </ToggleButton>
      <ToggleButton value="annual" sx={{ px: 2, gap: 1 }}>
        {translate('app.boltCreate.basics.annual')}
        <Chip
          label={translate('app.boltCreate.basics.monthFree')}
          size="small"
          color="success"
          sx={{ height: 20, fontSize: '0.7rem', fontWeight: 700 }}
        />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
