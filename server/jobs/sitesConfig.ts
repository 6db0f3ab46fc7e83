import { z } from 'zod';
import { runRebuild, SITES_CONFIG_REBUILD } from '../services/sitesConfig.js';
import type { JobDefinition } from './types.js';

const rebuildJob = z.object({ rebuildId: z.number().int() });

/**
 * A rebuild of sites' configuration or PHP, site by site (services/sitesConfig.ts). A server that
 * stops midway leaves the job to another, which takes up the sites still pending.
 */
export const sitesConfigJob: JobDefinition = {
  name: SITES_CONFIG_REBUILD,
  options: { policy: 'stately', retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 30 * 60 },
  work: async (data, { database }) => runRebuild(database.db, rebuildJob.parse(data).rebuildId),
};
