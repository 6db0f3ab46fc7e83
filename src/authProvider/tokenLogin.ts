import { firstErrorCode } from '../rules/errorText';
import { readJson, startSession, type LoginResult } from './login';
import { loginMessages } from './messages';
import { toAccessToken, type UserInfo } from './tokenStore';

/** Spec 1 §9: a token supplied by URL is kept for now plus 864000000 ms (ten days). */
export const URL_TOKEN_LIFETIME_MS = 864_000_000;

/**
 * /auth?token=…: checks a token handed over in a link with GET auth/user-info?access_token=, keeps
 * it as the session for the spec's ten days (the API still ends it at its own expiry, a 401 then
 * signs the person out as any other) and goes where a sign-in goes (spec 1 §4). A blocked account
 * goes to /blocked; anything else refused is an authentication failure.
 */
export async function signInWithToken(token: string, fetcher: typeof fetch = fetch, now = Date.now()): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetcher(`/v1/auth/user-info?access_token=${encodeURIComponent(token)}`, { headers: { accept: 'application/json' } });
  } catch {
    throw new Error(loginMessages.unreadable);
  }
  const body = await readJson(response);
  const code = firstErrorCode(body);
  if (response.status === 403 && (code === '403001' || code === '403002')) return { redirectTo: '/blocked' };
  const info = (body as { data?: UserInfo }).data;
  if (!response.ok || !info?.access_token) throw new Error(loginMessages.failed);
  return startSession({ ...toAccessToken(info, now), expiry: now + URL_TOKEN_LIFETIME_MS });
}
