import type { WordpressRunRecord } from '../../rules/schemas/records/wordpress';
import type { WordpressAction } from '../../rules/wordpress';
import { callPath } from '../callPath';
import type { CallContext } from './context';

/** The last run of a WordPress action on a site, as the overview shows it. */
export type WordpressRun = WordpressRunRecord['attributes'];

/** A site's WordPress actions (spec 2 §7 install-wordpress, optimize-wordpress): typed methods of the data provider. */
export const wordpressCalls = (api: CallContext) => ({
  /** GET environments/{id}/wordpress: the last run of each action the site has had. */
  wordpressRuns: async (siteId: string | number) =>
    (await api.send<{ data: WordpressRunRecord[] }>('GET', callPath`environments/${siteId}/wordpress`)).data.map((run) => run.attributes),

  /** Spec 2 §7 POST environments/{id}/install-wordpress or optimize-wordpress: starts the run; its toast is the API's message. */
  startWordpressRun: async (siteId: string | number, action: WordpressAction) =>
    api.send<{ data: WordpressRunRecord; meta: { message: string } }>('POST', callPath`environments/${siteId}/${action}-wordpress`),
});
