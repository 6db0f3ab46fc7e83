import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIsSmall } from '../../../components/useIsSmall';
import { CustomPeriodFields } from './CustomPeriodFields';
import { PRESETS, type PeriodChange, type PeriodChoice, type PresetDays, type PeriodErrors, type PeriodQuery } from './period';

const CUSTOM = 'custom';

export interface PeriodPickerProps {
  choice: PeriodChoice;
  /** The period shown now; a switch to custom starts from it. */
  current: PeriodQuery | null;
  errors?: PeriodErrors;
  onChange: (change: PeriodChange) => void;
}

/** Last 7, 30 or 90 days, or a custom from/to (checked against the API's limits). */
export function PeriodPicker({ choice, current, errors, onChange }: PeriodPickerProps) {
  const translate = useTranslate();
  // Phones get the short labels, so the four choices fit on one line.
  const isSmall = useIsSmall();
  const value = choice.kind === 'preset' ? String(choice.days) : CUSTOM;
  const pick = (next: string | null) => {
    if (next === null || next === value) return;
    if (next !== CUSTOM) onChange({ kind: 'preset', days: Number(next) as PresetDays });
    else if (current) onChange({ kind: 'custom', from: current.from, to: current.to });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: { xs: 'stretch', sm: 'end' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_, next: string | null) => pick(next)}
        aria-label={translate('app.statistics.period.label')}
      >
        {PRESETS.map((days) => (
          <ToggleButton key={days} value={String(days)} sx={{ px: { xs: 1, sm: 1.5 }, flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}>
            {translate(isSmall ? 'app.statistics.period.days' : 'app.statistics.period.last', { days })}
          </ToggleButton>
        ))}
        <ToggleButton value={CUSTOM} sx={{ px: { xs: 1, sm: 1.5 }, flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}>
          {translate('app.statistics.period.custom')}
        </ToggleButton>
      </ToggleButtonGroup>
      {choice.kind === 'custom' && (
        <CustomPeriodFields from={choice.from} to={choice.to} errors={errors} onChange={(date) => onChange({ kind: 'custom-date', ...date })} />
      )}
    </Box>
  );
}
