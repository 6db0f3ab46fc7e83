import { THEME_KEY } from '../authProvider/tokenStore';

/** Spec 1 §9 themes; the stored choice lives under local-storage key 'theme' (default light, spec 1 §4). */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ThemeMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readPreference(): ThemePreference {
  const stored = localStorage.getItem(THEME_KEY);
  return THEME_PREFERENCES.find((value) => value === stored) ?? 'light';
}

export const resolveMode = (preference: ThemePreference, prefersDark: boolean): ThemeMode =>
  preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;

export const currentMode = (): ThemeMode => resolveMode(readPreference(), window.matchMedia(DARK_QUERY).matches);

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function writePreference(preference: ThemePreference) {
  localStorage.setItem(THEME_KEY, preference);
  notify();
}

/** Calls back when the choice changes here or in another tab, or when the device switches modes. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) listener();
  };
  media.addEventListener('change', listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}
