import { errorText, firstErrorCode } from '../rules/errorText';
import { MFA_INVALID, MFA_REQUIRED } from '../rules/security';
import { returnToOf } from '../rules/returnTo';
import { forgetSignedOut } from './loginNotice';
import { loginMessages } from './messages';
import { saveSignupProgress } from '../wizards/postSignup/signupProgress';
import { comeBackPath } from './signedOutVisit';
import { REDIRECT_KEY, toAccessToken, writeToken, type AccessToken, type UserInfo } from './tokenStore';

export type LoginResult = { redirectTo: string };

/** Signup states that continue in the post-signup wizard (spec 1 §4). */
const WIZARD_STATES = ['phone_verification_needed', 'intent_verification_needed', 'manual_verification_needed'];

/**
 * The password was right and MFA is on: the sign-in page asks for a code and signs in again with
 * it. `message` is the API's request for the code (or, after a wrong one, its refusal).
 */
export class MfaRequiredError extends Error {
  constructor(
    message: string,
    /** A code was sent and refused. */
    readonly wrongCode: boolean,
  ) {
    super(message);
    this.name = 'MfaRequiredError';
  }
}

/**
 * Stores the Access-token record and answers where a new session goes (spec 1 §4): the blocked
 * page while the account has unpaid invoices (it pays them there), the wizard for an unfinished
 * signup, else the sign-in page's returnTo (spec 1 §7, after a logout), else the remembered path
 * (after a 401 or a signed-out visit), else landing.
 */
export function startSession(token: AccessToken): LoginResult {
  writeToken(token);
  forgetSignedOut();
  if (token.unpaidInvoices > 0) return { redirectTo: '/blocked' };
  if (WIZARD_STATES.includes(token.signupState)) {
    saveSignupProgress(token.signupState);
    return { redirectTo: '/post-signup' };
  }
  const remembered = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return { redirectTo: comeBackPath(returnToOf(window.location.search)) ?? comeBackPath(remembered) ?? '/' };
}

/** The answer's JSON, or the spec's "Could not read response from the server". */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new Error(loginMessages.unreadable);
  }
}

/**
 * POST auth/login (with the MFA code once asked for one); stores the Access-token record and
 * answers where to go next: the remembered path, the post-signup wizard, or /blocked for a blocked
 * account (spec 1 §4, §8). It sends its own request rather than the data provider's: main.tsx
 * signs in before react-admin has loaded, and dataProvider/http.ts would pull react-admin into
 * that first download.
 */
export async function login(username: string, password: string, fetcher: typeof fetch = fetch, code?: string): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetcher('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ username, password, ...(code ? { code } : {}) }),
    });
  } catch {
    throw new Error(loginMessages.unreadable);
  }
  const body = await readJson(response);
  const errorCode = firstErrorCode(body);
  if (response.status === 401 && (errorCode === MFA_REQUIRED || errorCode === MFA_INVALID)) {
    throw new MfaRequiredError(errorText(body), errorCode === MFA_INVALID);
  }
  if (response.status === 401) throw new Error(loginMessages.invalid);
  if (response.status === 403 && (errorCode === '403001' || errorCode === '403002')) return { redirectTo: '/blocked' };
  if (!response.ok) throw new Error(body ? errorText(body) : loginMessages.unsuccessful);
  const info = (body as { data?: UserInfo & { token?: string } }).data;
  if (!info?.access_token) throw new Error(loginMessages.unknown);
  return startSession(toAccessToken(info));
}
