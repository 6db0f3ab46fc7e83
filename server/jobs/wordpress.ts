import { z } from 'zod';
import { runWordpress, WORDPRESS_RUN, WORDPRESS_RUN_FAILED, wordpressRunFailed } from '../services/wordpress.js';
import { WORDPRESS_ACTIONS } from '../../src/rules/wordpress.js';
import type { JobDefinition } from './types.js';

/** A run's data (services/wordpress.ts WordpressJob). */
const wordpressJob = z.object({ siteId: z.number().int(), action: z.enum(WORDPRESS_ACTIONS), startedAt: z.string() });

/** Where a run goes once its retries are spent: it is marked failed, so the next can start. */
export const wordpressRunFailedJob: JobDefinition = {
  name: WORDPRESS_RUN_FAILED,
  options: { retryLimit: 5, retryBackoff: true },
  work: async (data, { database }) => wordpressRunFailed(database.db, wordpressJob.parse(data)),
};

/**
 * Spec 2 §7 install-wordpress and optimize-wordpress: one run per site and action at a time (its
 * singleton key); a server that stops mid-run leaves the job to another, or to itself on restart.
 */
export const wordpressRunJob: JobDefinition = {
  name: WORDPRESS_RUN,
  options: { policy: 'stately', retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60, deadLetter: WORDPRESS_RUN_FAILED },
  work: async (data, { database }) => runWordpress(database.db, wordpressJob.parse(data)),
};

/** The dead letter first: a queue names its dead letter's queue, which must exist. */
export const wordpressJobs: readonly JobDefinition[] = [wordpressRunFailedJob, wordpressRunJob];
