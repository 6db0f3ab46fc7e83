import { SignJWT } from 'jose';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session.js';
import type { CannyConfig } from '../config.js';
import { ApiError } from '../http/errors.js';
import type { cannySsoSchema } from '../../src/rules/schemas/records/security.js';
import { FEEDBACK_NOT_CONFIGURED, securityMessages } from '../../src/rules/security.js';

/** Canny's SSO redirect: it checks the token against the company and opens `redirect` signed in. */
const CANNY_SSO_REDIRECT = 'https://canny.io/api/redirects/sso';

const feedbackNotConfigured = () =>
  new ApiError(404, [{ status: '404', code: FEEDBACK_NOT_CONFIGURED, title: 'Not configured', detail: securityMessages.feedbackNotConfigured }]);

/**
 * Where Canny may send the person after signing in: the `redirect` Canny gave the login page when it
 * is an https address on the configured board or on canny.io, else the board itself. Anything else
 * would make the panel an open redirect.
 */
export function boardRedirect(config: CannyConfig, redirect: string | undefined): string {
  const board = new URL(config.boardUrl);
  if (!redirect) return config.boardUrl;
  let target: URL;
  try {
    target = new URL(redirect);
  } catch {
    return config.boardUrl;
  }
  const host = target.hostname.toLowerCase();
  const allowed = host === board.hostname.toLowerCase() || host === 'canny.io' || host.endsWith('.canny.io');
  return target.protocol === 'https:' && allowed ? target.toString() : config.boardUrl;
}

/** An absolute address for the person's picture (Canny shows it beside their posts), if they have one. */
const avatarUrl = (picture: string | null, publicUrl: string) =>
  !picture ? undefined : /^https?:\/\//.test(picture) ? picture : `${publicUrl}${picture.startsWith('/') ? '' : '/'}${picture}`;

/**
 * GET sso/canny (Canny's documented single sign-on): a token signed with the company's private SSO
 * key (HS256) over the person's id, e-mail, name and picture, and the address of Canny's SSO
 * redirect that signs them in and opens `redirect`. Without CANNY_SSO_KEY there is no feedback board.
 */
export async function cannySso(
  config: CannyConfig,
  publicUrl: string,
  user: AuthUser,
  query: { companyID?: string; redirect?: string },
): Promise<z.output<typeof cannySsoSchema>> {
  if (!config.ssoKey) throw feedbackNotConfigured();
  const avatarURL = avatarUrl(user.picture, publicUrl);
  const ssoToken = await new SignJWT({
    ...(avatarURL ? { avatarURL } : {}),
    email: user.email,
    id: String(user.id),
    name: `${user.firstName} ${user.lastName}`.trim(),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(config.ssoKey));
  const companyID = config.companyId ?? query.companyID;
  const redirectUrl = new URL(CANNY_SSO_REDIRECT);
  if (companyID) redirectUrl.searchParams.set('companyID', companyID);
  redirectUrl.searchParams.set('ssoToken', ssoToken);
  redirectUrl.searchParams.set('redirect', boardRedirect(config, query.redirect));
  return { id: String(user.id), type: 'sso-tokens', attributes: { ssoToken, redirectUrl: redirectUrl.toString() } };
}
