import { z } from 'zod';
import { WORDPRESS_ACTIONS, WORDPRESS_RUN_STATES } from '../../wordpress';
import { moment, recordsDocument, resourceObject } from './document';

/**
 * The last run of a WordPress action on a site (spec 2 §7 install-wordpress, optimize-wordpress);
 * its action is its id within the site. `message` is the server's: what it did, or why it failed.
 */
export const wordpressRunRecordSchema = resourceObject('wordpress-runs', {
  action: z.enum(WORDPRESS_ACTIONS),
  status: z.enum(WORDPRESS_RUN_STATES),
  message: z.string().nullable(),
  startedAt: moment,
  finishedAt: moment.nullable(),
});
export type WordpressRunRecord = z.input<typeof wordpressRunRecordSchema>;

/** GET environments/{id}/wordpress: the last run of each action the site has had (none: an empty list). */
export const wordpressRunsDocument = recordsDocument(wordpressRunRecordSchema);
