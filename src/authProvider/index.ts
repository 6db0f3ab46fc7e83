import type { AuthProvider } from 'react-admin';
import { canAccess, type Action } from '../rules/access';
import { loginPathFor } from '../rules/returnTo';
import { firstErrorCode, firstErrorTitle } from '../rules/errorText';
import { jsonapiOf } from '../dataProvider/errorBody';
import { request } from '../dataProvider/http';
import { accessOf } from '../resources/registry';
import { login } from './login';
import { writeLoginNotice } from './loginNotice';
import { loginMessages } from './messages';
import { comeBackPath, rememberPath, startSignedOut } from './signedOutVisit';
import { signInWithToken } from './tokenLogin';
import { clearExceptTheme, currentRole, readToken, validToken } from './tokenStore';

/** Spec 1 §8 authentication failure: local storage cleared, the sign-in page shows why. */
export function failAuthentication(description: string = loginMessages.failed) {
  clearExceptTheme();
  writeLoginNotice({ severity: 'error', text: description });
}

/** POST auth/logout revokes the session's token on the server; signing out goes on if it fails. */
async function revokeToken() {
  if (!validToken()) return;
  await request('POST', '/v1/auth/logout').catch(() => undefined);
}

/** Spec 1 §4 (session, logout) and §8 (global response handling). */
/**
 * The sign-in page to send a signed-out caller to. Already on it (after a logout), its returnTo
 * stays: the pages still mounted check their session as they go, and must not drop it.
 */
const signInPath = () => (window.location.pathname === '/login' ? `/login${window.location.search}` : '/login');

export const authProvider: AuthProvider = {
  /** Email and password (and the MFA code once asked for one), or a token handed over by URL (/auth). */
  login: ({ username, password, code, token }) => (token ? signInWithToken(token) : login(username, password, fetch, code)),

  /**
   * Spec 1 §4, §7: called with a returnTo, the page to come back to after signing in again; it
   * lands on the sign-in page, which carries it when it is a page of the panel.
   */
  logout: async (params?: { returnTo?: string }) => {
    await revokeToken();
    clearExceptTheme();
    return loginPathFor(comeBackPath(params?.returnTo));
  },

  checkAuth: async () => {
    if (validToken()) return;
    startSignedOut();
    throw { redirectTo: signInPath(), message: false };
  },

  checkError: async (error: { status?: number; body?: unknown }) => {
    const { status } = error ?? {};
    const body = jsonapiOf(error?.body);
    if (status === 401 && window.location.pathname !== '/login') {
      rememberPath();
      failAuthentication();
      // The sign-in page says it (nothing is toasted once signed out).
      throw { redirectTo: '/login', message: false };
    }
    const code = firstErrorCode(body);
    if (status === 403 && (code === '403001' || code === '403002')) {
      throw { redirectTo: '/blocked', logoutUser: false, message: false };
    }
    if (status === 404 && firstErrorTitle(body) === 'Invalid URI') {
      throw { redirectTo: '/', logoutUser: false, message: false };
    }
  },

  getIdentity: async () => {
    const token = readToken();
    if (!token) throw new Error('Not signed in');
    return { id: token.accountId, fullName: token.accountFullName, avatar: token.accountPicture ?? undefined };
  },

  getPermissions: async () => currentRole(),

  canAccess: async ({ action, resource }) => {
    const access = accessOf(resource);
    return access ? canAccess(currentRole(), action as Action, access) : true;
  },
};
