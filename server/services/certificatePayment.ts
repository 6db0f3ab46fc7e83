import { randomBytes } from 'node:crypto';
import { BillingError, type BillingProvider } from '../dataplane/billing.js';
import type { DbOrTx } from '../db/client.js';
import { checkouts } from '../db/schema.js';
import { invalidParameter } from '../http/jsonapi.js';
import { invoiceCheckout } from './invoices.js';
import { PRICES_CENTS } from '../../src/rules/certificates.js';
import { certificateMessages, PAID_CERTIFICATE_TYPES } from '../../src/rules/schemas/certificate.js';

export interface CertificatePurchase {
  type: string;
  isWildcard: boolean;
  domain: string;
}

/** Spec 2 §9: Sectigo and Positive SSL cost $99 a year, $299 as a wildcard. */
export const certificatePriceCents = ({ isWildcard }: Pick<CertificatePurchase, 'isWildcard'>) =>
  isWildcard ? PRICES_CENTS.sectigoWildcard : PRICES_CENTS.sectigoSingle;

/** A checkout's id, made before its row so the certificate can name it before the payment, the last step. */
export const newCheckoutId = () => `chk_${randomBytes(12).toString('hex')}`;

export const isPaidCertificate = (type: string) => PAID_CERTIFICATE_TYPES.includes(type);

/** A paid type ordered without `checkout=1` is refused before anything is written. */
export function requireCheckout(type: string, checkout: string | undefined) {
  if (isPaidCertificate(type) && checkout !== '1') throw invalidParameter('checkout', certificateMessages.checkoutNeeded);
}

/**
 * The checkout of a paid certificate, in the caller's transaction and as its last step: the order
 * is written first, so money moves only once everything else has passed. A declined card throws
 * the 422 a Bolt's declined checkout answers (the provider's words, on the `checkout` parameter), and
 * the rollback leaves nothing ordered: paid and ordered together, or neither. The checkout appears
 * among the customer's checkouts as product 'certificate', with its paid invoice.
 */
export async function payForCertificate(
  tx: DbOrTx,
  billing: BillingProvider,
  checkoutId: string,
  accountId: number,
  purchase: CertificatePurchase,
): Promise<void> {
  const amountCents = certificatePriceCents(purchase);
  const name = purchase.isWildcard ? `*.${purchase.domain}` : purchase.domain;
  const [checkout] = await tx
    .insert(checkouts)
    .values({ id: checkoutId, accountId, product: 'certificate', plan: purchase.type, billingPeriod: 'annual', name, amountCents, status: 'paid' })
    .returning();
  await invoiceCheckout(tx, checkout);
  try {
    await billing.pay({ reference: checkoutId, accountId, amountCents, boltName: purchase.domain });
  } catch (error) {
    if (error instanceof BillingError) throw invalidParameter('checkout', error.message);
    throw error;
  }
}
