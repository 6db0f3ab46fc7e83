/** Toast and version-notice rules of spec 1 §4, §8 and §9, without React. */

/** Spec 1 §8: success lasts 4 s, error 10 s, any other type 3 s. */
export const TOAST_DURATION_MS = { success: 4000, error: 10000, default: 3000 } as const;

/** Spec 1 §9: identical notifications within 30 s are suppressed (when the caller asks for it). */
export const DEDUPE_WINDOW_MS = 30_000;

/** Spec 1 §9: the version check runs at most every 21600 s. */
export const VERSION_CHECK_INTERVAL_MS = 21_600 * 1000;

/** The shape react-admin queues (NotificationPayload), reduced to what these rules read. */
export interface Toast {
  message: unknown;
  type: string;
  notificationOptions?: {
    autoHideDuration?: number | null;
    messageArgs?: unknown;
    /** Drop this toast when an identical one was shown within the dedupe window. */
    preventDuplicates?: boolean;
    [key: string]: unknown;
  };
}

/** When each toast, by key, was last shown (epoch ms). */
export type ShownAt = Record<string, number>;

export function durationOf(type: string): number {
  if (type === 'success') return TOAST_DURATION_MS.success;
  if (type === 'error') return TOAST_DURATION_MS.error;
  return TOAST_DURATION_MS.default;
}

/** Identity of a toast; toasts whose message is an element have none and are never deduplicated. */
export function toastKey(toast: Toast): string | null {
  if (typeof toast.message !== 'string') return null;
  return JSON.stringify([toast.type, toast.message, toast.notificationOptions?.messageArgs ?? null]);
}

/**
 * Takes the next toast to show from the queue: skips requested duplicates of a toast shown within
 * the window, and gives the one it returns the duration of its type unless the caller chose one.
 * Nothing is shown to a person who is signed out: a write that a 401 or a blocking 403 ended is
 * settled by react-admin as an empty success (or a creation without an id) on the way to the
 * sign-in or blocked page, so whatever it would say ("saved", "missing id") is not true.
 */
export function takeNextToast<T extends Toast>(
  queue: readonly T[],
  shownAt: ShownAt,
  now: number,
  signedIn = true,
): { toast?: T; rest: T[]; shownAt: ShownAt } {
  if (!signedIn) return { rest: [], shownAt };
  const recent: ShownAt = Object.fromEntries(Object.entries(shownAt).filter(([, at]) => now - at < DEDUPE_WINDOW_MS));
  for (let i = 0; i < queue.length; i++) {
    const candidate = queue[i];
    const key = toastKey(candidate);
    if (candidate.notificationOptions?.preventDuplicates && key !== null && key in recent) continue;
    if (key !== null) recent[key] = now;
    // The flag is ours, not the snackbar's: it must not reach the DOM.
    const { preventDuplicates: _flag, ...options } = candidate.notificationOptions ?? {};
    const autoHideDuration = options.autoHideDuration === undefined ? durationOf(candidate.type) : options.autoHideDuration;
    return { toast: { ...candidate, notificationOptions: { ...options, autoHideDuration } }, rest: queue.slice(i + 1), shownAt: recent };
  }
  return { rest: [], shownAt: recent };
}

/** Spec 1 §4: check again only when the last check is at least 6 hours old. */
export const isVersionCheckDue = (lastCheckedAt: number | null, now: number) =>
  lastCheckedAt === null || now - lastCheckedAt >= VERSION_CHECK_INTERVAL_MS;

/** A new version exists when /version.json names a version other than the running build's. */
export const isNewVersion = (served: unknown, running: string) => typeof served === 'string' && served !== '' && served !== running;
