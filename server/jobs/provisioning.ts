import { z } from 'zod';
import { PROVISIONING_STEPS } from '../../src/rules/certificates.js';
import { cdnProvider } from '../dataplane/cdn/index.js';
import { claim, finish, giveUp, logAttempt } from '../services/provisioningProgress.js';
import { PROVISIONING_STEP, PROVISIONING_STEP_FAILED } from './provisioningQueue.js';
import type { JobDefinition } from './types.js';

const stepJobData = z.object({ orderId: z.number().int(), domainId: z.number().int(), step: z.enum(PROVISIONING_STEPS) });

/** Said in the step, and the log, when the CDN failed the step on every try. */
export const CDN_UNREACHABLE = 'The CDN could not be reached. Please retry.';

/**
 * 'provisioning-step': runs one step of one domain of an order through the CDN (spec 2 §3, §4),
 * writes and logs what it came to, and queues the next step after the CDN's pace in the same
 * transaction. A step that needs the customer stops there until a retry call queues it again. A
 * CDN that does not answer fails the job, which pg-boss retries with back-off; after the last try
 * the dead letter job below hands the step to the customer's retry.
 */
export const provisioningStepJob: JobDefinition = {
  name: PROVISIONING_STEP,
  options: {
    policy: 'singleton',
    retryLimit: 4,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    deadLetter: PROVISIONING_STEP_FAILED,
  },
  work: async (data, { database, config, send, log }) => {
    const job = stepJobData.parse(data);
    const cdn = cdnProvider(config);
    const claimed = await claim(database.db, job);
    if (!claimed) return { ran: false };
    let outcome;
    try {
      outcome = await cdn.runStep(job.step, { name: claimed.name, ownership: claimed.steps.ownership.validation });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await logAttempt(database.db, job, claimed, `The CDN did not answer (${message}); trying again.`);
      throw error;
    }
    const written = await finish(database.db, job, outcome, { send, delayMs: cdn.stepDelayMs });
    log.info({ job: PROVISIONING_STEP, ...job, status: outcome.status, written }, 'provisioning: step ran');
    return { ran: true, status: outcome.status };
  },
};

/** A step job that failed every retry: the step waits for the customer's retry (spec 2 §4). */
export const provisioningStepFailedJob: JobDefinition = {
  name: PROVISIONING_STEP_FAILED,
  options: { policy: 'standard', retryLimit: 2, expireInSeconds: 60 },
  work: async (data, { database }) => ({ written: await giveUp(database.db, stepJobData.parse(data), CDN_UNREACHABLE) }),
};

/** Both, the dead letter queue first: a queue names its dead letter queue, which must exist. */
export const provisioningJobs: readonly JobDefinition[] = [provisioningStepFailedJob, provisioningStepJob];
