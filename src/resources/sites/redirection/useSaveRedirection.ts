import { useNotify, useUpdate } from 'react-admin';
import { redirectionMessages } from '../../../rules/redirection';
import type { SiteRecord } from '../useSite';

/** GET environments/{id} redirection attributes (spec 2 §7): a legacy site's forceHTTPS is a domain or ''. */
export interface RedirectionSite extends SiteRecord {
  forceHTTPS: string;
  forceDomain: { https: boolean; domain: string } | null;
}

export type RedirectionChange = { forceHTTPS: boolean | string } | { forceDomain: { https: boolean; domain: string } | null };

/** PATCH environments/{id} with one redirection setting, then the spec 2 §8 success text. */
export function useSaveRedirection(site: RedirectionSite) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<SiteRecord>();
  const save = (change: RedirectionChange, onError?: (error: unknown) => void) =>
    update(
      'environments',
      { id: site.id, data: change, previousData: site },
      {
        onSuccess: () => notify(redirectionMessages.updated, { type: 'success' }),
        onError: (error) => {
          onError?.(error);
          notify(error instanceof Error ? error.message : 'app.sites.notifications.updateFailed', { type: 'error' });
        },
      },
    );
  return { save, saving: isPending };
}
