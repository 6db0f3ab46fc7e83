/**
 * Certificates and CDN orders (spec 1 §4, spec 2 §2.2, §3, §4, §9): pure rules shared by the panel
 * and the server.
 */

/** Spec 1 §4: the sixteen certificate order statuses, in the order the spec lists them. */
export const CERTIFICATE_STATUSES = [
  'DRAFT',
  'AWAITING_ACTIVATION',
  'AWAITING_CHALLENGE',
  'REQUEST_CHALLENGE',
  'REQUEST_CERTIFICATE',
  'ACTIVE',
  'DELETED',
  'RENEWAL',
  'CANNOT_RENEW',
  'FAILED_AWAITING_ACTIVATION',
  'FAILED_AWAITING_CHALLENGE',
  'FAILED_REQUEST_CHALLENGE',
  'FAILED_REQUEST_CERTIFICATE',
  'FAILED_RENEWAL',
  'FAILED_DRAFT',
] as const;

/** Spec 1 §4 certificate types; NAMECHEAP is shown as Positive SSL. */
export const CERTIFICATE_TYPES = ['LETS_ENCRYPT', 'NAMECHEAP', 'SECTIGO', 'SELF_SIGNED', 'EXTERNAL'] as const;

/** What the panel shows for a status: spec 1 §4 names two (DRAFT as Pending, ACTIVE as Ready). */
export function certificateStatusLabel(status: string): string {
  if (status === 'DRAFT') return 'Pending';
  if (status === 'ACTIVE') return 'Ready';
  const words = status.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Spec 2 §3: DRAFT means validating, any FAILED_ prefix is an error, ACTIVE is done, the rest issuing. */
export type CertificatePhase = 'validating' | 'issuing' | 'active' | 'failed';

export function certificatePhase(status: string): CertificatePhase {
  if (status.startsWith('FAILED_')) return 'failed';
  if (status === 'ACTIVE') return 'active';
  if (status === 'DRAFT') return 'validating';
  return 'issuing';
}

/** Spec 2 §4: polling stops on ACTIVE or any FAILED_ status. */
export const isCertificateSettled = (status: string) => status === 'ACTIVE' || status.startsWith('FAILED_');

/** Spec 2 §2.2: orders whose status starts with FAILED_ are hidden from the certificates to choose. */
export const isChoosableCertificate = (status: string) => !status.startsWith('FAILED_') && status !== 'DELETED';

/** Spec 2 §9. */
export const CERTIFICATE_POLL_MS = 5000;
export const MAX_CDN_DOMAINS = 3;
export const DOMAINS_PAGE_SIZE = 15;

/** Spec 2 §9 prices, in cents: Sectigo per year, Accelerated Domains per month. */
export const PRICES_CENTS = { sectigoSingle: 9900, sectigoWildcard: 29900, acceleratedDomains: 29900 } as const;

/** Certificates expiring within this many days count as expiring (spec 1 §3 badge, /expiring-ssl). */
export const EXPIRING_WITHIN_DAYS = 30;

/** Auto-renewal orders a new certificate this many days before the old one expires. */
export const RENEW_BEFORE_DAYS = 30;

/** Spec 2 §3 provisioning steps, in the order they run, and their statuses (spec 2 §4). */
export const PROVISIONING_STEPS = ['ownership', 'ssl', 'routing', 'extra'] as const;
export type ProvisioningStep = (typeof PROVISIONING_STEPS)[number];
export const PROVISIONING_STATUSES = ['pending', 'in_progress', 'complete', 'action_required'] as const;
export type ProvisioningStatus = (typeof PROVISIONING_STATUSES)[number];

/** Spec 2 §2.2 order types that create a provisioning order instead of a certificate. */
export const CDN_ORDER_TYPES = ['acd', 'sbcdn'] as const;
export type CdnOrderType = (typeof CDN_ORDER_TYPES)[number];
