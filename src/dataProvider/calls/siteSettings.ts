import { callPath } from '../callPath';
import { writeBody, type CallContext } from './context';

/** Calls of a site's settings pages (cache, PHP, security, redirection, add-ons) that are not CRUD. */
export const siteSettingsCalls = (api: CallContext) => ({
  /** Spec 2 §7 POST environments/{id}/purge_cache: everything (`?all=1`) or only the pages of some cache tags. */
  purgeCache: (siteId: string | number, purge: { all: true } | { tags: string }) =>
    'all' in purge
      ? api.send('POST', `${callPath`environments/${siteId}/purge_cache`}?all=1`)
      : api.send('POST', callPath`environments/${siteId}/purge_cache`, writeBody('environments', { tags: purge.tags })),
});
