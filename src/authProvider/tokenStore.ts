import { roleOf, viewerOf, type Role, type Viewer } from '../rules/access';
import type { UserInfoAttributes as UserInfo } from '../rules/schemas/records/auth';

/** The Access-token record of spec 1 §3, held in local storage. */
export interface AccessToken {
  token: string;
  /** Epoch milliseconds after which the session is over. */
  expiry: number;
  accountName: string;
  accountFullName: string;
  accountEmail: string;
  accountPicture: string | null;
  accountId: number;
  isServeboltAdmin: boolean;
  isServeboltStaff: boolean;
  signupState: string;
  intercomUserHash: string | null;
  algoliaToken: string | null;
  accountBucketId: string | null;
  unpaidInvoices: number;
}

/** The User-info fields the API answers with (snake case, spec 1 §3). */
export type { UserInfoAttributes as UserInfo } from '../rules/schemas/records/auth';

export const TOKEN_KEY = 'auth';
/** Kept in session storage: it survives the 401 clean-up of local storage but not the tab. */
export const REDIRECT_KEY = 'redirectPath';
export const THEME_KEY = 'theme';

export function toAccessToken(info: UserInfo, now = Date.now()): AccessToken {
  return {
    token: info.access_token,
    expiry: now + info.expires_in * 1000,
    accountName: info.account_name,
    accountFullName: info.account_full_name ?? info.account_name,
    accountEmail: info.account_email,
    accountPicture: info.account_picture,
    accountId: info.account_id,
    isServeboltAdmin: info.is_servebolt_admin,
    isServeboltStaff: info.is_servebolt_staff,
    signupState: info.signup_state,
    intercomUserHash: info.intercom_user_hash,
    algoliaToken: info.algolia_token,
    accountBucketId: info.account_bucket_id,
    unpaidInvoices: info.unpaid_invoices,
  };
}

export function readToken(storage: Storage = localStorage): AccessToken | null {
  try {
    const raw = storage.getItem(TOKEN_KEY);
    return raw ? (JSON.parse(raw) as AccessToken) : null;
  } catch {
    return null;
  }
}

/** Spec 1 §4: authenticated only while a token exists and has not expired. */
export function validToken(storage: Storage = localStorage, now = Date.now()): AccessToken | null {
  const token = readToken(storage);
  return token && token.expiry > now ? token : null;
}

export const writeToken = (token: AccessToken, storage: Storage = localStorage) => storage.setItem(TOKEN_KEY, JSON.stringify(token));

/** Spec 1 §4 Logout: clear all local storage except the saved theme. */
export function clearExceptTheme(storage: Storage = localStorage) {
  const theme = storage.getItem(THEME_KEY);
  storage.clear();
  if (theme !== null) storage.setItem(THEME_KEY, theme);
}

export function currentRole(storage: Storage = localStorage): Role {
  const token = readToken(storage);
  return token ? roleOf(token) : 'customer';
}

/** The signed-in user as the route flags see them (spec 1 §2); signed out, a customer without an account bucket. */
export function currentViewer(storage: Storage = localStorage): Viewer {
  return viewerOf(readToken(storage) ?? {});
}
