import { useSyncExternalStore } from 'react';
import { currentMode, readPreference, subscribe, writePreference, type ThemeMode, type ThemePreference } from './preference';

/** The stored theme choice and the light/dark mode it resolves to right now. */
export function useThemeMode(): { preference: ThemePreference; mode: ThemeMode; setPreference: (p: ThemePreference) => void } {
  const preference = useSyncExternalStore(subscribe, readPreference);
  const mode = useSyncExternalStore(subscribe, currentMode);
  return { preference, mode, setPreference: writePreference };
}
