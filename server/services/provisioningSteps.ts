import type { z } from 'zod';
import { PROVISIONING_STEPS, type ProvisioningStatus, type ProvisioningStep } from '../../src/rules/certificates.js';
import type { provisioningDomainSchema } from '../../src/rules/schemas/records/provisioning.js';
import type { StepOutcome, StepValidation } from '../dataplane/cdn/provider.js';

/**
 * The four steps of one domain of a provisioning order as `provisioning_order_domains.steps` holds
 * them (spec 2 §3), and the rules of spec 2 §4 over them: the steps run in order, the first one
 * not complete is the one due, and a domain is complete only when all four are.
 */
export interface StoredStep {
  status: ProvisioningStatus;
  message: string | null;
  validation: StepValidation | null;
  isRetry: boolean;
  /** When a retry can succeed (ISO 8601), as the CDN said; null when it said nothing. */
  retry_at: string | null;
}
export type StoredSteps = Record<ProvisioningStep, StoredStep>;

const pending = (validation: StepValidation | null = null): StoredStep => ({
  status: 'pending',
  message: null,
  validation,
  isRetry: false,
  retry_at: null,
});

/** A new order's domain: every step pending, ownership showing the record to add. */
export const initialSteps = (ownership: StepValidation): StoredSteps => ({
  ownership: pending(ownership),
  ssl: pending(),
  routing: pending(),
  extra: pending(),
});

/** The step due: the first that is not complete; null when the domain is done. */
export const currentStep = (steps: StoredSteps): ProvisioningStep | null =>
  PROVISIONING_STEPS.find((step) => steps[step].status !== 'complete') ?? null;

export const nextStep = (step: ProvisioningStep): ProvisioningStep | null => PROVISIONING_STEPS[PROVISIONING_STEPS.indexOf(step) + 1] ?? null;

/**
 * A domain's status from its steps: complete when all are, action_required while one waits for the
 * customer, pending until a step has run (a step pending again as a retry has run).
 */
export function domainStatus(steps: StoredSteps): ProvisioningStatus {
  const statuses = PROVISIONING_STEPS.map((step) => steps[step].status);
  if (statuses.every((status) => status === 'complete')) return 'complete';
  if (statuses.includes('action_required')) return 'action_required';
  if (PROVISIONING_STEPS.every((step) => steps[step].status === 'pending' && !steps[step].isRetry)) return 'pending';
  return 'in_progress';
}

/** An order's status (spec 2 §4): complete only when every domain is; pending until a step has run. */
export function orderStatus(statuses: ProvisioningStatus[]): 'pending' | 'in_progress' | 'complete' {
  if (statuses.length && statuses.every((status) => status === 'complete')) return 'complete';
  if (statuses.every((status) => status === 'pending')) return 'pending';
  return 'in_progress';
}

/** The step a job is about to run, marked in progress. */
export const claimStep = (steps: StoredSteps, step: ProvisioningStep): StoredSteps => ({
  ...steps,
  [step]: { ...steps[step], status: 'in_progress' },
});

/**
 * The steps once `step` came to `outcome`: a complete step clears its retry time and hands over to
 * the next, in progress while its job waits; a step needing action keeps its record to show.
 */
export function applyOutcome(steps: StoredSteps, step: ProvisioningStep, outcome: StepOutcome): StoredSteps {
  const before = steps[step];
  if (outcome.status === 'action_required') {
    return {
      ...steps,
      [step]: {
        ...before,
        status: 'action_required',
        message: outcome.message,
        validation: outcome.validation ?? before.validation,
        retry_at: outcome.retryAt?.toISOString() ?? null,
      },
    };
  }
  const next = nextStep(step);
  const done: StoredSteps = { ...steps, [step]: { ...before, status: 'complete', message: outcome.message, retry_at: null } };
  return next ? { ...done, [next]: { ...done[next], status: 'in_progress' } } : done;
}

/** Spec 2 §4 retry: the step waiting for the customer is due again, marked as a retry; its record and retry time stay. */
export const retryStep = (steps: StoredSteps, step: ProvisioningStep): StoredSteps => ({
  ...steps,
  [step]: { ...steps[step], status: 'pending', isRetry: true },
});

type DomainRecord = z.output<typeof provisioningDomainSchema>;

/** One domain of an order as the record shows it (`retry_at` a moment). */
export function provisioningDomain(row: { domainId: number; name: string; environmentId: number; boltId: number; steps: unknown }): DomainRecord {
  const steps = row.steps as StoredSteps;
  const shown = Object.fromEntries(
    PROVISIONING_STEPS.map((step) => {
      const { status, message, validation, isRetry, retry_at } = steps[step];
      return [step, { status, message, validation, isRetry, retry_at: retry_at === null ? null : new Date(retry_at) }];
    }),
  ) as DomainRecord['steps'];
  return { domainId: row.domainId, name: row.name, environmentId: row.environmentId, boltId: row.boltId, status: domainStatus(steps), steps: shown };
}

/** A step a job is to run for one domain of an order, now or at `startAfter` (server/jobs/provisioning.ts). */
export interface StepJob {
  orderId: number;
  domainId: number;
  step: ProvisioningStep;
  startAfter: Date | null;
}
