import type { AuthProvider } from 'react-admin';
import { canAccess, type Action } from '../rules/access';
import { firstErrorCode, firstErrorTitle } from '../rules/errorText';
import { jsonapiOf } from '../dataProvider/errorBody';
import { request } from '../dataProvider/http';
import { accessOf } from '../resources/registry';
import { login } from './login';
import { writeLoginNotice } from './loginNotice';
import { loginMessages } from './messages';
import { rememberPath, startSignedOut } from './signedOutVisit';
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
export const authProvider: AuthProvider = {
  /** Email and password (and the MFA code once asked for one), or a token handed over by URL (/auth). */
  login: ({ username, password, code, token }) => (token ? signInWithToken(token) : login(username, password, fetch, code)),

  logout: async () => {
    await revokeToken();
    clearExceptTheme();
    return '/login';
  },

  checkAuth: async () => {
    if (validToken()) return;
    startSignedOut();
    throw { redirectTo: '/login', message: false };
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
