import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { storageGb } from '../../../rules/format';
import { usedPercent } from './storage';

interface StorageUsageCardProps {
  usedMb: number;
  quotaMb: number;
  /** What the plan includes, when known. */
  planMb?: number;
}

/** Storage in use against the quota, shown as spec 1 §9 says (GB with 2 decimals, -1 Unlimited). */
export function StorageUsageCard({ usedMb, quotaMb, planMb }: StorageUsageCardProps) {
  const translate = useTranslate();
  const gb = (mb: number) => {
    const amount = storageGb(mb);
    return amount === null ? translate('resources.shared.storage.unlimited') : translate('resources.shared.storage.gb', { amount });
  };
  const percent = usedPercent(usedMb, quotaMb);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h4">
          {translate('app.storage.usageTitle')}
        </Typography>
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 750, letterSpacing: '-0.02em' }}>{gb(usedMb)}</Typography>
            <Typography color="text.secondary">{translate('app.storage.ofQuota', { quota: gb(quotaMb) })}</Typography>
          </Box>
          {percent !== null && (
            <LinearProgress
              variant="determinate"
              value={percent}
              color={percent >= 90 ? 'error' : percent >= 75 ? 'warning' : 'primary'}
              aria-label={translate('app.storage.usedPercent', { percent })}
              sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
            />
          )}
          {percent !== null && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {translate('app.storage.usedPercent', { percent })}
            </Typography>
          )}
        </Box>
        {planMb !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.storage.planIncludes', { amount: gb(planMb) })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
