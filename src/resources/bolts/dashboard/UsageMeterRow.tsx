import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UsageMeter } from './usage';

/** One usage line: what is used of what the plan includes, with a bar that turns red past the limit. */
export function UsageMeterRow({ meter }: { meter: UsageMeter }) {
  const translate = useTranslate();
  const unit = meter.key === 'storage' ? (value: string) => translate('resources.shared.storage.gb', { amount: value }) : (value: string) => value;
  const included = meter.included === null ? translate('resources.shared.storage.unlimited') : unit(meter.included);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate(`app.dashboard.usage.${meter.key}`)}
        </Typography>
        <Typography variant="body2" color={meter.over ? 'error.main' : 'text.secondary'}>
          {translate('app.dashboard.usage.of', { used: unit(meter.used), included })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={meter.percent ?? 0}
        color={meter.over ? 'error' : 'primary'}
        aria-label={translate(`app.dashboard.usage.${meter.key}`)}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
