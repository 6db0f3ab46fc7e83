import type { DbOrTx } from '../db/client.js';
import type { StepJob } from '../services/provisioningSteps.js';
import { inTransaction } from './transaction.js';
import type { SendJob } from './types.js';

/** The provisioning jobs (server/jobs/provisioning.ts), named here so services can send them. */
export const PROVISIONING_STEP = 'provisioning-step';
/** Where pg-boss moves a step job that failed every retry (its dead letter queue). */
export const PROVISIONING_STEP_FAILED = 'provisioning-step-failed';

/**
 * Sends steps' jobs in the caller's transaction: they are queued with its writes, or not at all.
 * One domain of an order is one singleton key: pg-boss runs one job per key at a time across
 * every replica, and a job whose step is no longer due does nothing, so a step never runs twice
 * at once and a duplicate (a retry call while a job waits) is harmless.
 */
export async function sendSteps(send: SendJob, tx: DbOrTx, jobs: StepJob[]) {
  for (const { startAfter, ...data } of jobs) {
    await send(PROVISIONING_STEP, data, {
      singletonKey: `provisioning-${data.orderId}-${data.domainId}`,
      db: inTransaction(tx),
      ...(startAfter ? { startAfter } : {}),
    });
  }
}
