import { accountDeletionJob } from './accountDeletion.js';
import { billingJob } from './billing.js';
import { certificateJobs } from './certificates.js';
import { gitJobs } from './git.js';
import { housekeepingJob } from './housekeeping.js';
import { mailSendJob } from './mail.js';
import { provisioningJobs } from './provisioning.js';
import { sitesConfigJob } from './sitesConfig.js';
import { wordpressJobs } from './wordpress.js';
import type { JobDefinition } from './types.js';

/** Every kind of durable job the servers run (server/jobs/types.ts); one line each. */
export const jobDefinitions: readonly JobDefinition[] = [
  housekeepingJob,
  ...provisioningJobs,
  ...certificateJobs,
  ...gitJobs,
  mailSendJob,
  billingJob,
  accountDeletionJob,
  sitesConfigJob,
  ...wordpressJobs,
];
