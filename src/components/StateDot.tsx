import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from './visuallyHidden';

type Tone = 'success.main' | 'secondary.main' | 'error.main' | 'info.main' | 'grey.500';

/**
 * Spec 1 §4 site states: enabled/production green (production shown as live), development
 * secondary, error red, offline/disabled grey, anything else unknown. Staging, a site kind of
 * spec 1 §1 without a spec colour, is shown in the info colour under its own name.
 */
const STATES: Record<string, { label: string; tone: Tone }> = {
  production: { label: 'app.state.live', tone: 'success.main' },
  enabled: { label: 'app.state.enabled', tone: 'success.main' },
  development: { label: 'app.state.development', tone: 'secondary.main' },
  staging: { label: 'app.state.staging', tone: 'info.main' },
  error: { label: 'app.state.error', tone: 'error.main' },
  offline: { label: 'app.state.offline', tone: 'grey.500' },
  disabled: { label: 'app.state.disabled', tone: 'grey.500' },
};
const UNKNOWN = { label: 'app.state.unknown', tone: 'grey.500' as Tone };

/** A coloured dot and the state's name. */
export function StateDot({ state, showLabel = true }: { state?: string | null; showLabel?: boolean }) {
  const translate = useTranslate();
  const { label, tone } = (state && STATES[state]) || UNKNOWN;
  const text = translate(label);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }} title={showLabel ? undefined : text}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: tone, flexShrink: 0 }} />
      {showLabel ? (
        <Typography component="span" variant="body2">
          {text}
        </Typography>
      ) : (
        <Box component="span" sx={visuallyHidden}>
          {text}
        </Box>
      )}
    </Box>
  );
}
