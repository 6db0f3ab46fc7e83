import { ButtonBase, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePanelQuery } from '../dataProvider/usePanelQuery';
import { isNewVersion, isVersionCheckDue, VERSION_CHECK_INTERVAL_MS } from '../rules/notifications';

/** Defined by the version-file plugin in vite.config.ts; /version.json carries the same id. */
declare const __BUILD_ID__: string;

const CHECKED_AT_KEY = 'versionCheckedAt';

/** Spec 1 §4: GET /version.json?t={time} at most every 6 hours; a different version offers a reload. */
export function VersionNotice() {
  const translate = useTranslate();
  // The clock moves on once per interval, which is when the next check may become due.
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), VERSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  // Remembered across reloads and tabs, so the limit holds for the browser, not one page view.
  const due = isVersionCheckDue(Number(localStorage.getItem(CHECKED_AT_KEY)) || null, now);
  const { data: version } = usePanelQuery(
    ['version'],
    (dataProvider) => {
      const time = Date.now();
      localStorage.setItem(CHECKED_AT_KEY, String(time));
      return dataProvider.deployedVersion(time);
    },
    { enabled: due },
  );

  return (
    <Snackbar
      open={isNewVersion(version, __BUILD_ID__)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={
        <ButtonBase
          onClick={() => window.location.reload()}
          sx={{ font: 'inherit', color: 'inherit', textAlign: 'left', textDecoration: 'underline' }}
        >
          {translate('app.version.available')}
        </ButtonBase>
      }
    />
  );
}
