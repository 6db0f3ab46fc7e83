import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PeriodErrors } from './period';

/**
 * From and to dates (inclusive, UTC days); the API's messages show under the field they concern.
 * Each field reports only its own date: the page merges it into the latest period, so a date typed
 * right after the other never writes back the other's old value.
 */
export function CustomPeriodFields({
  from,
  to,
  errors = {},
  onChange,
}: {
  from: string;
  to: string;
  errors?: PeriodErrors;
  onChange: (part: { from: string } | { to: string }) => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, width: { sm: 360 } }}>
      <TextField
        type="date"
        size="small"
        label={translate('app.statistics.period.from')}
        value={from}
        onChange={(event) => onChange({ from: event.target.value })}
        error={Boolean(errors.from)}
        helperText={errors.from}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('app.statistics.period.to')}
        value={to}
        onChange={(event) => onChange({ to: event.target.value })}
        error={Boolean(errors.to || errors.resolution)}
        helperText={errors.to ?? errors.resolution}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
