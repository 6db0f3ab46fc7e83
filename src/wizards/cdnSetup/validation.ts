import type { ProvisioningDomain, ProvisioningOrderStatus } from '../../dataProvider/calls/provisioning';
import { PROVISIONING_STEPS, type ProvisioningStep } from '../../rules/certificates';

/** While any step is under way, the wizard reads the order's status again this often. */
export const PROVISIONING_POLL_MS = 5000;

const domainsOf = (order: ProvisioningOrderStatus | null) => Object.values(order?.domains ?? {});
const stepStates = (domain: ProvisioningDomain) => PROVISIONING_STEPS.map((step) => domain.steps[step]);

/** Spec 2 §4: the order is complete only when all its domains are. */
export const isOrderComplete = (order: ProvisioningOrderStatus | null) =>
  domainsOf(order).length > 0 && domainsOf(order).every((domain) => domain.status === 'complete');

/**
 * Spec 2 §4: the first step of a domain that is neither complete nor in progress offers retry. The
 * steps run in order, so one behind a step still in progress has not been reached: none is offered then.
 */
export function retryStepOf(domain: ProvisioningDomain): ProvisioningStep | null {
  const current = PROVISIONING_STEPS.find((step) => domain.steps[step].status !== 'complete');
  return current !== undefined && domain.steps[current].status !== 'in_progress' ? current : null;
}

const needsAction = (order: ProvisioningOrderStatus | null) =>
  domainsOf(order).some((domain) => stepStates(domain).some((step) => step.status === 'action_required'));

/**
 * Whether the CDN is still at work on its own, so the status is read again: a step is in
 * progress, or nothing waits for the person (a new order whose steps are all still pending).
 */
export const isWorking = (order: ProvisioningOrderStatus | null) =>
  !isOrderComplete(order) &&
  (domainsOf(order).some((domain) => stepStates(domain).some((step) => step.status === 'in_progress')) || !needsAction(order));

/** Whether any domain has a step to retry. */
export const canRetry = (order: ProvisioningOrderStatus | null) => domainsOf(order).some((domain) => retryStepOf(domain) !== null);

/**
 * Spec 2 §4: after a retry, when a step to retry names a `retry_at` still in the future, the wizard
 * resumes the order again then; the earliest such moment, or null.
 */
export function nextRetryAt(order: ProvisioningOrderStatus | null, now: number): string | null {
  const times = domainsOf(order)
    .map((domain) => {
      const step = retryStepOf(domain);
      return step ? domain.steps[step].retry_at : null;
    })
    .filter((at): at is string => at !== null && Date.parse(at) > now);
  return times.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
}

/** Milliseconds from `now` until an ISO 8601 moment; 0 once it has passed. */
export const msUntil = (at: string | null, now: number) => (at === null ? 0 : Math.max(0, Date.parse(at) - now));
