import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Allocation } from '../../rules/resourceAllocation';

/** One resource of a Bolt: used of allowed, with a bar that turns red when it is over. */
export function AllocationMeter({ label, allocation, format }: { label: string; allocation: Allocation; format: (value: number) => string }) {
  const translate = useTranslate();
  const allowed = allocation.allowed === null ? translate('resources.shared.storage.unlimited') : format(allocation.allowed);
  const percent = allocation.allowed ? Math.min(100, (100 * allocation.used) / allocation.allowed) : 0;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate(label)}
        </Typography>
        <Typography variant="body2" color={allocation.over ? 'error.main' : 'text.secondary'}>
          {translate('app.dashboard.usage.of', { used: format(allocation.used), included: allowed })}
          {allocation.over && ` · ${translate('app.accounts.over')}`}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={allocation.over ? 'error' : 'primary'}
        aria-label={translate(label)}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
