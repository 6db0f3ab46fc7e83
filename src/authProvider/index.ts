import type { AuthProvider } from 'react-admin';
import { canAccess, type Action } from '../rules/access';
import { firstErrorCode, firstErrorTitle } from '../rules/errorText';
import { jsonapiOf } from '../dataProvider/errorBody';
import { request } from '../dataProvider/http';
import { accessOf } from '../resources/registry';
import { login } from './login';
import { clearExceptTheme, currentRole, readToken, REDIRECT_KEY, validToken } from './tokenStore';

const rememberPath = () => {
  const { pathname, search } = window.location;
  if (pathname !== '/login') sessionStorage.setItem(REDIRECT_KEY, pathname + search);
};

/** POST auth/logout revokes the session's token on the server; signing out goes on if it fails. */
async function revokeToken() {
  if (!validToken()) return;
  await request('POST', '/v1/auth/logout').catch(() => undefined);
}

/** Spec 1 §4 (session, logout) and §8 (global response handling). */
export const authProvider: AuthProvider = {
  login: ({ username, password }) => login(username, password),

  logout: async () => {
    await revokeToken();
    clearExceptTheme();
    return '/login';
  },

  checkAuth: async () => {
    if (validToken()) return;
    rememberPath();
    clearExceptTheme();
    throw { redirectTo: '/login', message: false };
  },

  checkError: async (error: { status?: number; body?: unknown }) => {
    const { status } = error ?? {};
    const body = jsonapiOf(error?.body);
    if (status === 401 && window.location.pathname !== '/login') {
      rememberPath();
      clearExceptTheme();
      throw { redirectTo: '/login', message: 'Authentication failed. Please log in again.' };
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
