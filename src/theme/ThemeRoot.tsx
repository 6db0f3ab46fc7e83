import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { themeOptions } from './theme';
import { useThemeMode } from './useThemeMode';

/** The panel theme for what renders outside react-admin (sign-in page, loading screen). */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const theme = useMemo(() => createTheme(themeOptions(mode)), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
