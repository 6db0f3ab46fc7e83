import { billingProvider } from '../dataplane/billing.js';
import { runBilling } from '../services/billingRun.js';
import type { JobDefinition } from './types.js';

const BILLING = 'billing';

/**
 * The daily billing run every BILLING_CRON (services/billingRun.ts); singleton: a run that takes
 * long delays the next, never doubles it, and a retried run bills nothing twice.
 */
export const billingJob: JobDefinition = {
  name: BILLING,
  options: { policy: 'singleton', retryLimit: 3, retryBackoff: true, expireInSeconds: 30 * 60 },
  schedule: (config) => config.billing.cron,
  work: async (_data, { database, config, log }, job) => {
    const done = await runBilling(database.db, billingProvider(), config.billing);
    log.info({ job: BILLING, jobId: job.id, done }, 'billing: terms billed and unpaid invoices moved on');
    return done;
  },
};
