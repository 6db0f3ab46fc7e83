import { ButtonBase, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isNewVersion, isVersionCheckDue, VERSION_CHECK_INTERVAL_MS } from '../rules/notifications';

/** Defined by the version-file plugin in vite.config.ts; /version.json carries the same id. */
declare const __BUILD_ID__: string;

const CHECKED_AT_KEY = 'versionCheckedAt';

/** Spec 1 §4: GET /version.json?t={time} at most every 6 hours; a different version offers a reload. */
export function VersionNotice() {
  const translate = useTranslate();
  const [stale, setStale] = useState(false);

  useEffect(() => {
    const check = async () => {
      const now = Date.now();
      // Remembered across reloads and tabs, so the limit holds for the browser, not one page view.
      if (!isVersionCheckDue(Number(localStorage.getItem(CHECKED_AT_KEY)) || null, now)) return;
      localStorage.setItem(CHECKED_AT_KEY, String(now));
      try {
        const response = await fetch(`/version.json?t=${now}`, { cache: 'no-store' });
        const { version } = (await response.json()) as { version?: unknown };
        if (isNewVersion(version, __BUILD_ID__)) setStale(true);
      } catch (error) {
        console.warn('Version check failed', error);
      }
    };
    check();
    const timer = window.setInterval(check, VERSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Snackbar
      open={stale}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={
        <ButtonBase onClick={() => window.location.reload()} sx={{ font: 'inherit', color: 'inherit', textAlign: 'left', textDecoration: 'underline' }}>
          {translate('app.version.available')}
        </ButtonBase>
      }
    />
  );
}
