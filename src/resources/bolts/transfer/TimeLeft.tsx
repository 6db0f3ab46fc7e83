import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { timeLeft } from './transferView';
import { formatMoment } from '../../../rules/dates';

/** When a pending request expires (24 hours after it was made, spec 1 §9) and how long is left. */
export function TimeLeft({ expiresAt }: { expiresAt: string }) {
  const translate = useTranslate();
  const [now, setNow] = useState(() => Date.now());
  // The page may stay open; the count goes down by the minute.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(expiresAt, now);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      <ScheduleIcon fontSize="small" aria-hidden />
      <Typography variant="body2">
        {left
          ? translate('app.transfer.expires', {
              date: formatMoment(expiresAt),
              hours: left.hours,
              minutes: left.minutes,
            })
          : translate('app.transfer.expiredNow')}
      </Typography>
    </Box>
  );
}
