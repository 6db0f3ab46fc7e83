import type { ProvisioningStep } from '../../../src/rules/certificates.js';

/** Spec 2 §3 validation: the DNS record the customer adds for a step (record_key is its name). */
export interface StepValidation {
  record_key: string;
  record_value: string;
}

/** One domain as a step sees it: its name and the ownership record the order was given. */
export interface CdnDomain {
  name: string;
  ownership: StepValidation | null;
}

/**
 * What one step came to (spec 2 §4): complete, or action_required with what the customer must do,
 * the record to add and, when the CDN says so, when a retry can succeed (`retryAt`).
 */
export type StepOutcome =
  { status: 'complete'; message: string } | { status: 'action_required'; message: string; validation: StepValidation | null; retryAt: Date | null };

/**
 * The CDN a provisioning order sets domains up on (ARCHITECTURE §5 data plane), one step at a time
 * as the provisioning job drives it (server/jobs/provisioning.ts):
 *
 *   ownership -> the TXT record of ownershipRecord is there
 *   ssl       -> the edge certificate is issued
 *   routing   -> the domain points at the CDN (CNAME to CDN_HOST, or A/AAAA to its addresses)
 *   extra     -> the CDN's settings for the domain are applied
 *
 * A step may be run again (a retried job, a verify call); it answers the same for the same DNS.
 * A thrown error other than an outcome is passing (the CDN unreachable): the job retries.
 */
export interface CdnProvider {
  /** How long a job waits before it runs a step: the sandbox's pace, a real CDN's polling interval. */
  readonly stepDelayMs: number;
  /** The record a new order asks the customer to add for the ownership step. */
  ownershipRecord(domain: string): StepValidation;
  runStep(step: ProvisioningStep, domain: CdnDomain): Promise<StepOutcome>;
  /** Stops setting a domain up, its order deleted; throws CdnError when the CDN refuses. */
  cancel(domain: string): Promise<void>;
}

/** The CDN refused a call; its message says why, for the log. */
export class CdnError extends Error {}
