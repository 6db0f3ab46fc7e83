import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PeriodErrors } from './period';

/** From and to dates (inclusive, UTC days); the API's messages show under the field they concern. */
export function CustomPeriodFields({
  from,
  to,
  errors = {},
  onChange,
}: {
  from: string;
  to: string;
  errors?: PeriodErrors;
  onChange: (from: string, to: string) => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, width: { sm: 360 } }}>
      <TextField
        type="date"
        size="small"
        label={translate('app.statistics.period.from')}
        value={from}
        onChange={(event) => onChange(event.target.value, to)}
        error={Boolean(errors.from)}
        helperText={errors.from}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('app.statistics.period.to')}
        value={to}
        onChange={(event) => onChange(from, event.target.value)}
        error={Boolean(errors.to || errors.resolution)}
        helperText={errors.to ?? errors.resolution}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
