import { z } from 'zod';
import { deployFailed, GIT_DEPLOY, GIT_DEPLOY_FAILED, runDeploy } from '../services/git.js';
import type { JobDefinition } from './types.js';

/** A deployment job's data (services/git.ts DeployJob). */
const deployJob = z.object({ siteId: z.number().int(), trigger: z.string() });

/** Where a deployment goes once its retries are spent: it is marked failed, so the next can start. */
export const gitDeployFailedJob: JobDefinition = {
  name: GIT_DEPLOY_FAILED,
  options: { retryLimit: 5, retryBackoff: true },
  work: async (data, { database }) => deployFailed(database.db, deployJob.parse(data)),
};

/**
 * Spec 2 §2.4: a site's deployment (Deploy now, or the webhook), one per site at a time (its
 * singleton key); a server that stops mid-deployment leaves the job to another, or to itself on restart.
 */
export const gitDeployJob: JobDefinition = {
  name: GIT_DEPLOY,
  options: { policy: 'stately', retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 10 * 60, deadLetter: GIT_DEPLOY_FAILED },
  work: async (data, { database }) => runDeploy(database.db, deployJob.parse(data)),
};

/** The dead letter first: a queue names its dead letter's queue, which must exist. */
export const gitJobs: readonly JobDefinition[] = [gitDeployFailedJob, gitDeployJob];
