import type { ProvisioningDomain, ProvisioningOrderStatus, ProvisioningStepState } from '../../../src/dataProvider/calls/provisioning';
import type { ProvisioningStatus, ProvisioningStep } from '../../../src/rules/certificates';

/** A fixed moment the tests count from (never today's date). */
export const T0 = Date.parse('2030-01-01T12:00:00.000Z');
export const at = (ms: number) => new Date(T0 + ms).toISOString();

export const step = (status: ProvisioningStatus, more: Partial<ProvisioningStepState> = {}): ProvisioningStepState => ({
  status,
  message: null,
  validation: null,
  isRetry: false,
  retry_at: null,
  ...more,
});

type Steps = Partial<Record<ProvisioningStep, ProvisioningStepState>>;

/** One domain of an order; steps not given are complete when the domain is, else pending. */
export function domain(name: string, status: ProvisioningStatus, steps: Steps = {}, id = 1): ProvisioningDomain {
  const fill = status === 'complete' ? step('complete') : step('pending');
  return {
    domainId: id,
    name,
    environmentId: 7,
    boltId: 3,
    status,
    steps: { ownership: fill, ssl: fill, routing: fill, extra: fill, ...steps },
  };
}

export function order(...domains: ProvisioningDomain[]): ProvisioningOrderStatus {
  const all = domains.every((each) => each.status === 'complete');
  return {
    id: '41',
    status: all ? 'complete' : 'in_progress',
    domains: Object.fromEntries(domains.map((each) => [each.name, each])),
  };
}
