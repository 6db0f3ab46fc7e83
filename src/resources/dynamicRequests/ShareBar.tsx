import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatShare } from '../../rules/dynamicRequests';
import type { DynamicRequest } from '../../rules/schemas/records/dynamicRequests';

/** The share of the allowance used: a bar (full at 100%), the percent, and a mark when over the allowance. */
export function ShareBar() {
  const translate = useTranslate();
  const row = useRecordContext<DynamicRequest>();
  if (!row) return null;
  const label = formatShare(row.share);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 180 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(row.share, 1) * 100}
        color={row.overAllowance ? 'error' : 'primary'}
        aria-label={`${translate('resources.dynamic-requests.fields.share')} ${row.name}: ${label}`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'right' }}>
        {label}
      </Typography>
      {row.overAllowance && <Chip size="small" color="error" variant="outlined" label={translate('app.dynamicRequests.overAllowance')} />}
    </Box>
  );
}
