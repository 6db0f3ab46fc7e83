import { z } from 'zod';
import { BILLING_PERIODS } from '../../plans';
import { PLANS } from '../bolt';
import { int, moment, resourceObject, type Flat } from './document';

export const CHECKOUT_STATUSES = ['open', 'paid', 'failed'] as const;
/** Where a checkout stands: a failed or open payment, or paid and `unfulfilled` (no Bolt yet) or `fulfilled`. */
export const CHECKOUT_STATES = ['open', 'failed', 'unfulfilled', 'fulfilled'] as const;

/**
 * A checkout: the order a new Bolt was paid for (its name, url, location and cms are null only on
 * checkouts from before orders were stored), the payment, and the Bolt once it is made. `message`
 * says why a failed payment failed.
 */
export const checkoutRecordSchema = resourceObject('checkouts', {
  customerId: int,
  customer: z.string(),
  name: z.string().nullable(),
  url: z.string().nullable(),
  plan: z.enum(PLANS),
  billingPeriod: z.enum(BILLING_PERIODS),
  location: z.string().nullable(),
  cms: z.string().nullable(),
  amountCents: int,
  status: z.enum(CHECKOUT_STATUSES),
  state: z.enum(CHECKOUT_STATES),
  message: z.string().nullable(),
  boltId: int.nullable(),
  createdAt: moment,
});
export type CheckoutRecord = z.input<typeof checkoutRecordSchema>;
export type Checkout = Flat<CheckoutRecord>;
