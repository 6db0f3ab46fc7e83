import { z } from 'zod';

/**
 * A certificate authority as a durable job drives it (spec 2 §2.2 "Installation", §4 polling): each
 * step is one call that a job runs, stores the returned order state (plain JSON) and resumes from
 * after a restart, on any replica.
 *
 *   placeOrder(domains)      -> order state; its `challenges` are the DNS records the CA asked for
 *   confirmChallenges(state) -> 'DNS challenge completed': the CA is asked to validate
 *   poll(state)              -> pending | valid | invalid (+ the CA's reason); every 5 s (spec 2 §9)
 *   finalize(state)          -> the issued certificate, or null while the CA is still issuing
 *
 * Every step may be repeated with the same state (a job that died between the call and storing its
 * result runs it again), except placeOrder, which opens a new order each time.
 */
export interface CertificateAuthority {
  placeOrder(domains: readonly string[]): Promise<OrderState>;
  confirmChallenges(order: OrderState): Promise<OrderState>;
  poll(order: OrderState): Promise<Validation>;
  finalize(order: OrderState): Promise<IssuedCertificate | null>;
}

/** A DNS record the CA asks the domain's owner to add: TXT for ACME (DNS-01), CNAME for Sectigo. */
export const dnsChallenge = z.object({ type: z.enum(['TXT', 'CNAME']), name: z.string(), value: z.string() });
export type DnsChallenge = z.infer<typeof dnsChallenge>;

/** What a job stores between steps: JSON, each authority's own fields beside the records asked for. */
export interface OrderState {
  readonly challenges: readonly DnsChallenge[];
  readonly [field: string]: unknown;
}

export type Validation = { status: 'pending' } | { status: 'valid' } | { status: 'invalid'; reason: string };

export interface IssuedCertificate {
  certificatePem: string;
  /** The issuers' certificates, leaf's issuer first; empty for a self-signed certificate. */
  chainPem: string;
  privateKeyPem: string;
  notBefore: Date;
  notAfter: Date;
}

/**
 * The CA refused or failed a step; its message is the CA's own words, meant for the person ordering
 * (the certificate ends FAILED_…). Any other error (the CA unreachable) is passing: the job retries.
 */
export class CertificateAuthorityError extends Error {}
