import { redirectionMessages } from '../../../rules/redirection';
import type { SiteRecord } from '../useSite';
import { useSiteUpdate } from '../useSiteUpdate';

/** GET environments/{id} redirection attributes (spec 2 §7): a legacy site's forceHTTPS is a domain or ''. */
export interface RedirectionSite extends SiteRecord {
  forceHTTPS: string;
  forceDomain: { https: boolean; domain: string } | null;
}

export type RedirectionChange = { forceHTTPS: boolean | string } | { forceDomain: { https: boolean; domain: string } | null };

/** PATCH environments/{id} with one redirection setting, then the spec 2 §8 success text. */
export function useSaveRedirection(site: RedirectionSite) {
  const { save, saving } = useSiteUpdate(site.id);
  return { save: (change: RedirectionChange) => save(change, { success: redirectionMessages.updated }), saving };
}
