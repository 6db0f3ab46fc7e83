import { samePanelPath } from '../rules/returnTo';
import { matchRoute } from '../rules/routeMatch';
import { routes } from '../routes/table';
import { setNoToken } from './loginNotice';
import { clearExceptTheme, REDIRECT_KEY } from './tokenStore';

/** A page anyone may open signed out: the sign-in page, signup, /auth, /reset-password and the like. */
export function isPublicPath(pathname: string): boolean {
  const match = matchRoute(pathname, routes);
  return match.kind === 'route' && Boolean(match.route.public);
}

/**
 * A page to come back to after signing in: a path of the panel (no other site's address), and not
 * a public page such as the sign-in page itself or a reset link, whose token is single-use.
 */
export function comeBackPath(value: unknown): string | null {
  const path = samePanelPath(value);
  return path && !isPublicPath(path.split(/[?#]/)[0]) ? path : null;
}

/**
 * Where to come back to after signing in. Public pages are not: the sign-in page itself, and
 * pages such as /reset-password or /auth, whose links carry a single-use token.
 */
export function rememberPath() {
  const { pathname, search } = window.location;
  if (!isPublicPath(pathname)) sessionStorage.setItem(REDIRECT_KEY, pathname + search);
}

/**
 * Spec 1 §2, §8: a visit without a token (or with an expired one) goes to sign in with the
 * no-token flag and no error, and comes back to the page after signing in.
 */
export function startSignedOut() {
  rememberPath();
  clearExceptTheme();
  setNoToken();
}
