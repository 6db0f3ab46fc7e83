import { errorText, firstErrorCode } from '../rules/errorText';
import { loginMessages } from './messages';
import { REDIRECT_KEY, toAccessToken, writeToken, type UserInfo } from './tokenStore';

export type LoginResult = { redirectTo: string };

/** Signup states that continue in the post-signup wizard (spec 1 §4). */
const WIZARD_STATES = ['phone_verification_needed', 'intent_verification_needed', 'manual_verification_needed'];

/**
 * POST auth/login; stores the Access-token record and answers where to go next: the remembered
 * path, the post-signup wizard, or /blocked for a blocked account (spec 1 §4, §8). It sends its own
 * request rather than the data provider's: main.tsx signs in before react-admin has loaded, and
 * dataProvider/http.ts would pull react-admin into that first download.
 */
export async function login(username: string, password: string, fetcher: typeof fetch = fetch): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetcher('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    throw new Error(loginMessages.unreadable);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(loginMessages.unreadable);
  }
  if (response.status === 401) throw new Error(loginMessages.invalid);
  const code = firstErrorCode(body);
  if (response.status === 403 && (code === '403001' || code === '403002')) return { redirectTo: '/blocked' };
  if (!response.ok) throw new Error(body ? errorText(body) : loginMessages.unsuccessful);
  const info = (body as { data?: UserInfo & { token?: string } }).data;
  if (!info?.access_token) throw new Error(loginMessages.unknown);
  writeToken(toAccessToken(info));
  if (WIZARD_STATES.includes(info.signup_state)) return { redirectTo: '/post-signup' };
  const remembered = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return { redirectTo: remembered && remembered.startsWith('/') && !remembered.startsWith('/login') ? remembered : '/' };
}
