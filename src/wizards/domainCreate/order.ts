import { CERTIFICATE_CHOICES, certificateOption, type CertificateChoice } from './certificateOptions';
import type { CdnOrderRequest, DomainCreateContext, OrderRequest } from './types';

const chosen = (context: DomainCreateContext): CertificateChoice => {
  const choice = context.certificateType;
  if (!(CERTIFICATE_CHOICES as readonly unknown[]).includes(choice)) throw new Error('No new certificate is chosen.');
  return choice as CertificateChoice;
};

/** POST certificates/order for the chosen option: paid ones with checkout (spec 2 §9 prices). */
export function certificateOrderOf(context: DomainCreateContext): OrderRequest {
  const option = certificateOption(chosen(context));
  if (option.order.kind !== 'certificate') throw new Error(`${option.id} is not a certificate.`);
  return {
    type: option.order.type,
    isWildcard: option.order.isWildcard,
    domainId: context.domainId ?? 0,
    domain: context.name,
    checkout: option.priceCents !== null,
  };
}

/** POST provisioning/cdn-order for Accelerated Domains (paid monthly) or the provider's CDN. */
export function cdnOrderOf(context: DomainCreateContext): CdnOrderRequest {
  const option = certificateOption(chosen(context));
  if (option.order.kind !== 'cdn') throw new Error(`${option.id} is not a CDN order.`);
  return { type: option.order.type, domainId: context.domainId ?? 0, checkout: option.priceCents !== null };
}
