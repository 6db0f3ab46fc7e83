import { PRICES_CENTS, type CdnOrderType } from '../../rules/certificates';
import type { OrderableCertificateType } from '../../dataProvider/calls/certificates';

/** Spec 2 §2.2 select_certificate_needed: the six ways to set up a new certificate, in the spec's order. */
export const CERTIFICATE_CHOICES = ['acd', 'sbcdn', 'SECTIGO', 'SECTIGO_WILDCARD', 'LETS_ENCRYPT', 'SELF_SIGNED'] as const;
export type CertificateChoice = (typeof CERTIFICATE_CHOICES)[number];

/** What choosing an option orders: a provisioning (CDN) order, or a certificate. */
export type ChoiceOrder = { kind: 'cdn'; type: CdnOrderType } | { kind: 'certificate'; type: OrderableCertificateType; isWildcard: boolean };

export interface CertificateOption {
  id: CertificateChoice;
  order: ChoiceOrder;
  /** Paid options go through checkout=1 (spec 2 §9 prices). */
  priceCents: number | null;
  period: 'month' | 'year' | null;
  /** Spec 2 §2.2: the second Sectigo variant is flagged. */
  flagged: boolean;
  /** The learn-more link: the authority's or the technique's own public page. */
  learnMore: string;
}

const CDN_LEARN_MORE = 'https://en.wikipedia.org/wiki/Content_delivery_network';

export const CERTIFICATE_OPTIONS: readonly CertificateOption[] = [
  {
    id: 'acd',
    order: { kind: 'cdn', type: 'acd' },
    priceCents: PRICES_CENTS.acceleratedDomains,
    period: 'month',
    flagged: false,
    learnMore: CDN_LEARN_MORE,
  },
  { id: 'sbcdn', order: { kind: 'cdn', type: 'sbcdn' }, priceCents: null, period: null, flagged: false, learnMore: CDN_LEARN_MORE },
  {
    id: 'SECTIGO',
    order: { kind: 'certificate', type: 'SECTIGO', isWildcard: false },
    priceCents: PRICES_CENTS.sectigoSingle,
    period: 'year',
    flagged: false,
    learnMore: 'https://www.sectigo.com/ssl-certificates-tls',
  },
  {
    id: 'SECTIGO_WILDCARD',
    order: { kind: 'certificate', type: 'SECTIGO', isWildcard: true },
    priceCents: PRICES_CENTS.sectigoWildcard,
    period: 'year',
    flagged: true,
    learnMore: 'https://www.sectigo.com/ssl-certificates-tls/wildcard',
  },
  {
    id: 'LETS_ENCRYPT',
    order: { kind: 'certificate', type: 'LETS_ENCRYPT', isWildcard: false },
    priceCents: null,
    period: null,
    flagged: false,
    learnMore: 'https://letsencrypt.org/how-it-works/',
  },
  {
    id: 'SELF_SIGNED',
    order: { kind: 'certificate', type: 'SELF_SIGNED', isWildcard: false },
    priceCents: null,
    period: null,
    flagged: false,
    learnMore: 'https://en.wikipedia.org/wiki/Self-signed_certificate',
  },
];

export const certificateOption = (id: CertificateChoice) => CERTIFICATE_OPTIONS.find((option) => option.id === id)!;

/** Spec 2 §2.2: acd and sbcdn create a provisioning order and go on in the CDN wizard. */
export const isCdnChoice = (id: string | null): id is CdnOrderType => id === 'acd' || id === 'sbcdn';
