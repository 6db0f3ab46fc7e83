import { useTheme } from '@mui/material';

/** Series colours from the theme, so each mode gets its own contrast-checked palette. */
export function useChartColors() {
  const { palette } = useTheme();
  return {
    ttfb: palette.primary.main,
    storage: palette.info.main,
    requests: palette.secondary.main,
    hit: palette.success.main,
    miss: palette.warning.main,
    bypass: palette.error.main,
    contentTypes: [palette.primary.main, palette.info.main, palette.success.main, palette.warning.main, palette.grey[500]],
  };
}
