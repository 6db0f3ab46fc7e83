import { isDomain } from './schemas/common';

/**
 * A site's redirection (spec 2 §2.5, §5): force HTTPS (to a domain on legacy sites, a flag
 * otherwise) and a domain every request is sent to. Both inputs are optional; a scheme and
 * trailing slashes are stripped and what is left must be a valid domain.
 */
export const redirectionMessages = {
  domain: (host: string) => `Please enter a valid domain, e.g. ${host}`,
  url: (host: string) => `Please enter a valid URL, e.g. ${host}`,
  updated: 'redirection settings updated',
  notice: (target: string) => `A redirection to ${target} has been set for this site.`,
} as const;

/** 'https://Example.com/' -> 'example.com'; the result is checked by the callers. */
export const normaliseRedirectHost = (input: string) =>
  input
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();

export type RedirectHost = { ok: true; host: string | null } | { ok: false; error: string };

function checkHost(input: string, error: string): RedirectHost {
  const host = normaliseRedirectHost(input);
  if (!host) return { ok: true, host: null };
  return isDomain(host) ? { ok: true, host } : { ok: false, error };
}

/** Legacy force-HTTPS: the domain HTTPS is forced to, or null (none); `example` is the site's host. */
export const forceHttpsDomain = (input: string, example: string) => checkHost(input, redirectionMessages.domain(example));

/** The domain-based redirect: the host every request goes to, or null (none). */
export const forceDomainHost = (input: string, example: string) => checkHost(input, redirectionMessages.url(example));

export interface RedirectionSettings {
  isLegacy: boolean;
  forceHttpsDomain: string | null;
  forceDomain: string | null;
  forceDomainHttps: boolean;
}

/**
 * Where the site's requests are sent, for the admin-settings notice (spec 2 §2.12): the forced
 * domain, else a legacy site's forced HTTPS domain; null when requests stay where they are.
 */
export function redirectionTarget(site: RedirectionSettings): string | null {
  if (site.forceDomain) return `${site.forceDomainHttps ? 'https' : 'http'}://${site.forceDomain}`;
  if (site.isLegacy && site.forceHttpsDomain) return `https://${site.forceHttpsDomain}`;
  return null;
}
