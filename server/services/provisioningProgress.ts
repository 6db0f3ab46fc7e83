import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { domains, provisioningLogs, provisioningOrderDomains, provisioningOrders } from '../db/schema.js';
import type { StepOutcome } from '../dataplane/cdn/provider.js';
import { sendSteps } from '../jobs/provisioningQueue.js';
import type { SendJob } from '../jobs/types.js';
import type { ProvisioningStep } from '../../src/rules/certificates.js';
import {
  applyOutcome,
  claimStep,
  currentStep,
  domainStatus,
  nextStep,
  orderStatus,
  retryStep,
  type StepJob,
  type StoredSteps,
} from './provisioningSteps.js';

/**
 * How a provisioning order moves (spec 2 §4), as the job and the retry calls change it. Every
 * change locks the order's row first, then its domains' rows, so two domains finishing at once on
 * two replicas cannot both miss that the order is complete, and nothing changes a deleted order.
 */

async function lockOrder(tx: DbOrTx, orderId: number) {
  const [order] = await tx
    .select({ id: provisioningOrders.id, accountId: provisioningOrders.accountId })
    .from(provisioningOrders)
    .where(eq(provisioningOrders.id, orderId))
    .for('update');
  return order ?? null;
}

async function lockDomains(tx: DbOrTx, orderId: number) {
  return tx
    .select({ domainId: provisioningOrderDomains.domainId, name: domains.name, steps: provisioningOrderDomains.steps })
    .from(provisioningOrderDomains)
    .innerJoin(domains, eq(domains.id, provisioningOrderDomains.domainId))
    .where(eq(provisioningOrderDomains.orderId, orderId))
    .for('update', { of: provisioningOrderDomains });
}

async function saveSteps(tx: DbOrTx, orderId: number, domainId: number, steps: StoredSteps) {
  await tx
    .update(provisioningOrderDomains)
    .set({ steps, status: domainStatus(steps), updatedAt: new Date() })
    .where(and(eq(provisioningOrderDomains.orderId, orderId), eq(provisioningOrderDomains.domainId, domainId)));
}

/**
 * The order's status from its domains' steps, on the order and on its domains (spec 2 §2.12 banners):
 * complete only when every domain is, and then every domain of it has CDN enabled.
 */
async function settleOrder(tx: DbOrTx, orderId: number) {
  const rows = await tx
    .select({ domainId: provisioningOrderDomains.domainId, steps: provisioningOrderDomains.steps })
    .from(provisioningOrderDomains)
    .where(eq(provisioningOrderDomains.orderId, orderId));
  const status = orderStatus(rows.map((row) => domainStatus(row.steps as StoredSteps)));
  await tx.update(provisioningOrders).set({ status, updatedAt: new Date() }).where(eq(provisioningOrders.id, orderId));
  await tx.update(domains).set({ cdnOrderStatus: status }).where(eq(domains.cdnOrderId, orderId));
  if (status === 'complete') {
    for (const row of rows) await tx.update(domains).set({ cdnEnabled: true }).where(eq(domains.id, row.domainId));
  }
}

/** What a job claims: the domain's name and steps and the order's account, or null when its step is not due (stale or waiting). */
export interface Claimed {
  accountId: number;
  name: string;
  steps: StoredSteps;
}

/**
 * Marks the job's step in progress if it is the step due and not waiting for the customer. A job
 * whose step already ran (a duplicate, a step retried meanwhile) or whose order is gone claims nothing.
 */
export function claim(db: DbOrTx, job: Pick<StepJob, 'orderId' | 'domainId' | 'step'>): Promise<Claimed | null> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, job.orderId);
    const domain = order && (await lockDomains(tx, job.orderId)).find((row) => row.domainId === job.domainId);
    if (!order || !domain) return null;
    const steps = domain.steps as StoredSteps;
    if (currentStep(steps) !== job.step || steps[job.step].status === 'action_required') return null;
    const claimed = claimStep(steps, job.step);
    await saveSteps(tx, job.orderId, job.domainId, claimed);
    await settleOrder(tx, job.orderId);
    return { accountId: order.accountId, name: domain.name, steps: claimed };
  });
}

/**
 * Writes what the job's step came to and logs it (spec 1 §2 /provisioning/cloudflare/logs), and
 * after a complete step queues the next one `next.delayMs` on, with the write; false when the
 * order or its domain is gone, or the step is no longer the one in progress.
 */
export function finish(
  db: DbOrTx,
  job: Pick<StepJob, 'orderId' | 'domainId' | 'step'>,
  outcome: StepOutcome,
  next: { send: SendJob; delayMs: number } | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, job.orderId);
    const domain = order && (await lockDomains(tx, job.orderId)).find((row) => row.domainId === job.domainId);
    if (!order || !domain) return false;
    const steps = domain.steps as StoredSteps;
    if (currentStep(steps) !== job.step || steps[job.step].status !== 'in_progress') return false;
    await saveSteps(tx, job.orderId, job.domainId, applyOutcome(steps, job.step, outcome));
    await tx.insert(provisioningLogs).values({
      orderId: job.orderId,
      accountId: order.accountId,
      domain: domain.name,
      step: job.step,
      status: outcome.status,
      message: outcome.message,
    });
    await settleOrder(tx, job.orderId);
    const following = outcome.status === 'complete' ? nextStep(job.step) : null;
    if (next && following) {
      await sendSteps(next.send, tx, [{ ...job, step: following, startAfter: new Date(Date.now() + next.delayMs) }]);
    }
    return true;
  });
}

/** Logs a run of a step that did not come to an outcome (the CDN did not answer): the job retries it. */
export async function logAttempt(db: DbOrTx, job: Pick<StepJob, 'orderId' | 'step'>, claimed: Pick<Claimed, 'accountId' | 'name'>, message: string) {
  await db
    .insert(provisioningLogs)
    .values({ orderId: job.orderId, accountId: claimed.accountId, domain: claimed.name, step: job.step, status: 'in_progress', message });
}

/** What a retry call asks (spec 2 §7): resume the order, go on with the steps due, or verify one step again. */
export type Retry = 'resume' | 'next-step' | ProvisioningStep;

/**
 * Spec 2 §4 retry: each domain's due step is queued again, to run after the CDN's pace like every
 * step. A step waiting for the customer (resume, or a verify of that step) becomes pending as a
 * retry, and its job waits for `retry_at` when that is later; next-step leaves those alone and
 * goes on with the steps due (and restarts one whose job was lost, as resume does). The jobs are
 * queued with the change; a duplicate of a waiting job finds its step run and does nothing.
 */
export function retryOrder(
  db: DbOrTx,
  { send, delayMs }: { send: SendJob; delayMs: number },
  orderId: number,
  how: Retry,
  now = Date.now(),
): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) return;
    const jobs: StepJob[] = [];
    for (const domain of await lockDomains(tx, orderId)) {
      const steps = domain.steps as StoredSteps;
      const step = currentStep(steps);
      if (step === null || (how !== 'resume' && how !== 'next-step' && how !== step)) continue;
      const { status, retry_at } = steps[step];
      if (status === 'action_required' && how === 'next-step') continue;
      if (status === 'action_required') await saveSteps(tx, orderId, domain.domainId, retryStep(steps, step));
      const retryAt = status === 'action_required' && retry_at !== null ? Date.parse(retry_at) : 0;
      jobs.push({ orderId, domainId: domain.domainId, step, startAfter: new Date(Math.max(now + delayMs, retryAt)) });
    }
    await settleOrder(tx, orderId);
    await sendSteps(send, tx, jobs);
  });
}

/**
 * The job gave up on a step after its retries (the CDN kept failing): the step waits for the
 * customer's retry, with the reason, instead of staying in progress for ever.
 */
export function giveUp(db: DbOrTx, job: Pick<StepJob, 'orderId' | 'domainId' | 'step'>, message: string): Promise<boolean> {
  return finish(db, job, { status: 'action_required', message, validation: null, retryAt: null }, null);
}
