/**
 * Why the person is on the sign-in page (spec 1 §2, §8): the notice it shows on arrival, or the
 * no-token flag. Kept in session storage, beside the remembered path: they survive the
 * local-storage clean-up that comes with being signed out, not the tab.
 */
const LOGIN_NOTICE_KEY = 'loginNotice';
/** Spec 1 §2, §8: the person came to sign in without a stored token (or with an expired one), not after a failure. */
const NO_TOKEN_KEY = 'noToken';

export interface LoginNotice {
  severity: 'error' | 'success';
  text: string;
}

export function readLoginNotice(storage: Storage = sessionStorage): LoginNotice | null {
  try {
    const raw = storage.getItem(LOGIN_NOTICE_KEY);
    const notice = raw ? (JSON.parse(raw) as Partial<LoginNotice>) : null;
    return notice && typeof notice.text === 'string' && (notice.severity === 'error' || notice.severity === 'success')
      ? { severity: notice.severity, text: notice.text }
      : null;
  } catch {
    return null;
  }
}

export const writeLoginNotice = (notice: LoginNotice, storage: Storage = sessionStorage) => storage.setItem(LOGIN_NOTICE_KEY, JSON.stringify(notice));

/** Shown once: the page that showed it forgets it. */
export const forgetLoginNotice = (storage: Storage = sessionStorage) => storage.removeItem(LOGIN_NOTICE_KEY);

/** Spec 1 §2: no stored support token (or an expired one): the person goes to sign in with the no-token flag. */
export const setNoToken = (storage: Storage = sessionStorage) => storage.setItem(NO_TOKEN_KEY, 'true');

export const hasNoToken = (storage: Storage = sessionStorage) => storage.getItem(NO_TOKEN_KEY) === 'true';

/** A sign-in ends both: the next visit to the sign-in page starts without them. */
export function forgetSignedOut(storage: Storage = sessionStorage) {
  storage.removeItem(LOGIN_NOTICE_KEY);
  storage.removeItem(NO_TOKEN_KEY);
}
