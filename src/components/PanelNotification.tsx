import { useCallback, useMemo, useRef } from 'react';
import { Notification, NotificationContext, useNotificationContext, type NotificationPayload } from 'react-admin';
import { validToken } from '../authProvider/tokenStore';
import { takeNextToast, type ShownAt } from '../rules/notifications';

/**
 * react-admin's snackbar with the panel's toast rules (spec 1 §8): durations by type and, when a
 * notify call passes `preventDuplicates: true`, no repeat of the same toast within 30 s. A line
 * break in a toast's text always starts a new line.
 */
export function PanelNotification() {
  const context = useNotificationContext();
  const { notifications, setNotifications } = context;
  const shownAt = useRef<ShownAt>({});

  const takeNotification = useCallback((): NotificationPayload | undefined => {
    const next = takeNextToast(notifications, shownAt.current, Date.now(), validToken() !== null);
    shownAt.current = next.shownAt;
    setNotifications(next.rest);
    return next.toast;
  }, [notifications, setNotifications]);

  const value = useMemo(() => ({ ...context, takeNotification }), [context, takeNotification]);
  return (
    <NotificationContext.Provider value={value}>
      {/* A toast's title and its detail (joined by a line break) keep their own lines, whoever notifies. */}
      <Notification multiLine />
    </NotificationContext.Provider>
  );
}
