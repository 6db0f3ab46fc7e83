/**
 * Spec 1 §7: logout carries a returnTo, the page to come back to after signing in again; the
 * sign-in page's address holds it as ?returnTo=. Only a path of this panel is followed, never
 * another site's address (an open redirect): '//evil.test' and '/\evil.test' are read by browsers
 * as other hosts, and 'https://…' or 'javascript:…' do not start with one '/'.
 */

/** Any origin will do: a path of the panel, read against it, stays on it. */
const BASE = 'https://panel.invalid';

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/** The value as a path of the panel (path, query and fragment), or null if it is not one. */
export function samePanelPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  // '/.//evil.test' resolves to the path '//evil.test', which would again read as another host.
  return url.origin === BASE && !url.pathname.startsWith('//') ? url.pathname + url.search + url.hash : null;
}

/** The sign-in page's address, carrying where to come back to; landing is where a sign-in goes anyway. */
export const loginPathFor = (returnTo: string | null) =>
  returnTo && returnTo !== '/' ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login';

/** The returnTo of a sign-in page's query string, if it is a path of the panel. */
export const returnToOf = (search: string) => samePanelPath(new URLSearchParams(search).get('returnTo'));
