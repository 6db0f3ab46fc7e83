import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WordpressAction } from '../../../rules/wordpress';
import type { WordpressRunFace } from './wordpressRuns';
import { formatMoment } from '../../../rules/dates';

const SEVERITY = { running: 'info', succeeded: 'success', failed: 'error' } as const;

/**
 * The last run of one action, in a live region that stays in place so screen readers hear it move
 * from in progress to its result. The result is the server's own message, with its time.
 */
export function WordpressRunStatus({ action, face }: { action: WordpressAction; face: WordpressRunFace }) {
  const translate = useTranslate();
  const label = translate('app.siteWordpress.status', { action: translate(`app.siteWordpress.actions.${action}`) });
  const time = face.state === 'none' ? '' : formatMoment(face.at);
  return (
    <Box role="status" aria-live="polite" aria-label={label}>
      {face.state === 'none' ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.siteWordpress.none')}
        </Typography>
      ) : (
        // The region around it announces it; an alert role as well would say it twice.
        <Alert
          role="none"
          severity={SEVERITY[face.state]}
          icon={face.state === 'running' ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {face.state === 'running' ? translate(`app.siteWordpress.running.${action}`) : translate(`app.siteWordpress.${face.state}`, { time })}
          </Typography>
          {face.state === 'running' && <Typography variant="body2">{translate('app.siteWordpress.startedAt', { time })}</Typography>}
          {face.message && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {face.message}
            </Typography>
          )}
        </Alert>
      )}
    </Box>
  );
}
