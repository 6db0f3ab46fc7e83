import { describe, expect, it } from 'vitest';
import {
  applyOutcome,
  currentStep,
  domainStatus,
  initialSteps,
  orderStatus,
  provisioningDomain,
  retryStep,
} from '../../server/services/provisioningSteps';

const RECORD = { record_key: '_cdn-verification.example.com', record_value: 'cdn-verification=abc' };
const complete = (message: string) => ({ status: 'complete' as const, message });
const RETRY_AT = new Date('2030-01-02T03:04:05.000Z');
const routingFailed = {
  status: 'action_required' as const,
  message: 'Point it at the CDN.',
  validation: { record_key: 'example.com', record_value: 'edge' },
  retryAt: RETRY_AT,
};

/** The steps once ownership and ssl ran and routing failed. */
const stuckAtRouting = () => {
  const owned = applyOutcome(initialSteps(RECORD), 'ownership', complete('owned'));
  return applyOutcome(applyOutcome(owned, 'ssl', complete('issued')), 'routing', routingFailed);
};

describe('provisioning steps (spec 2 §3, §4)', () => {
  it('starts every step pending, with the ownership record to add', () => {
    const steps = initialSteps(RECORD);
    expect(currentStep(steps)).toBe('ownership');
    expect(domainStatus(steps)).toBe('pending');
    expect(steps.ownership.validation).toEqual(RECORD);
    expect(steps.ssl).toEqual({ status: 'pending', message: null, validation: null, isRetry: false, retry_at: null });
  });

  it('hands a complete step over to the next, in progress, keeping the ownership record', () => {
    const steps = applyOutcome(initialSteps(RECORD), 'ownership', complete('owned'));
    expect(steps.ownership).toMatchObject({ status: 'complete', message: 'owned', validation: RECORD });
    expect(steps.ssl.status).toBe('in_progress');
    expect(currentStep(steps)).toBe('ssl');
    expect(domainStatus(steps)).toBe('in_progress');
  });

  it('keeps a step that needs the customer due, with its message, record and retry time', () => {
    const steps = stuckAtRouting();
    expect(currentStep(steps)).toBe('routing');
    expect(steps.routing).toEqual({
      status: 'action_required',
      message: 'Point it at the CDN.',
      validation: { record_key: 'example.com', record_value: 'edge' },
      isRetry: false,
      retry_at: RETRY_AT.toISOString(),
    });
    expect(steps.extra.status).toBe('pending');
    expect(domainStatus(steps)).toBe('action_required');
  });

  it('makes a retried step pending again as a retry, its record and retry time kept', () => {
    const steps = retryStep(stuckAtRouting(), 'routing');
    expect(steps.routing).toMatchObject({ status: 'pending', isRetry: true, retry_at: RETRY_AT.toISOString() });
    expect(domainStatus(steps)).toBe('in_progress');
    // A first step retried has run: the domain is no longer pending.
    const owned = applyOutcome(initialSteps(RECORD), 'ownership', { ...routingFailed, retryAt: null });
    expect(domainStatus(retryStep(owned, 'ownership'))).toBe('in_progress');
  });

  it('is complete when all four steps are, and clears the retry time of a step that succeeded', () => {
    const retried = retryStep(stuckAtRouting(), 'routing');
    const routed = applyOutcome(retried, 'routing', complete('routed'));
    expect(routed.routing).toMatchObject({ status: 'complete', retry_at: null, isRetry: true });
    const done = applyOutcome(routed, 'extra', complete('applied'));
    expect(currentStep(done)).toBeNull();
    expect(domainStatus(done)).toBe('complete');
  });

  it('makes an order complete only when every domain is, pending until one has started', () => {
    expect(orderStatus(['complete', 'complete'])).toBe('complete');
    expect(orderStatus(['complete', 'action_required'])).toBe('in_progress');
    expect(orderStatus(['pending', 'pending'])).toBe('pending');
    expect(orderStatus(['pending', 'in_progress'])).toBe('in_progress');
    expect(orderStatus([])).toBe('pending');
  });

  it('shows a domain with its retry time as a moment', () => {
    const domain = provisioningDomain({ domainId: 7, name: 'example.com', environmentId: 3, boltId: 1, steps: stuckAtRouting() });
    expect(domain.status).toBe('action_required');
    expect(domain.steps.routing.retry_at).toEqual(RETRY_AT);
    expect(domain.steps.ownership.retry_at).toBeNull();
  });
});
