import type { Plan } from '../../src/rules/schemas/bolt.js';
import type { BillingPeriod } from '../../src/rules/plans.js';

/** A one-off payment, e.g. the first term of a new Bolt at checkout. */
export interface Payment {
  /** What is paid for (a checkout's id); a real provider takes it as its own idempotency key. */
  reference: string;
  accountId: number;
  amountCents: number;
  boltName: string;
  /** The card number typed in the sandbox billing portal; a real provider's portal keeps cards to itself. */
  card?: string;
}

/** Money given back to the card, e.g. the unused rest of a term whose Bolt was deleted at once. */
export interface Refund {
  /** The credit note refunded; a real provider takes it as its own idempotency key. */
  reference: string;
  accountId: number;
  amountCents: number;
}

export interface SubscriptionChange {
  boltId: number;
  boltName: string;
  plan: Plan;
  billingPeriod: BillingPeriod;
  storageMb: number | null;
}

/** Thrown when the provider refuses; its message is meant for the person paying. */
export class BillingError extends Error {}

/**
 * The card-billing provider (spec 1 §7). Its calls move money outside our database, so callers make
 * them last in their transaction, after every check and write that could still fail: a rollback
 * after a taken payment would leave money taken for nothing.
 */
export interface BillingProvider {
  /** Takes a payment; throws BillingError when the card is declined. */
  pay(payment: Payment): Promise<void>;
  /** Moves a subscription to another plan, period or storage; throws BillingError when refused. */
  changeSubscription(change: SubscriptionChange): Promise<void>;
  /** Gives money back to the card the account paid with. */
  refund(refund: Refund): Promise<void>;
  /** Opens the provider's portal for the account's customer record; throws BillingError when refused. */
  openPortal(customer: PortalCustomer): Promise<void>;
}

/** The customer record of an account, as the provider knows it (signup's company, spec 1 §7). */
export interface PortalCustomer {
  accountId: number;
  company: string | null;
}

export interface SandboxBilling extends BillingProvider {
  /**
   * What the sandbox accepted, oldest first: the provider's own books, kept outside our database
   * as a real provider's are, so a rollback on our side does not erase them.
   */
  readonly accepted: readonly (Payment | SubscriptionChange | Refund)[];
}

/**
 * Sandbox failure injection: a Bolt named `fail-…` has its payment or change declined, and a
 * customer whose company is `fail-…` cannot open the portal.
 */
const fails = (name: string) => name.trim().toLowerCase().startsWith('fail-');

const PORTAL_REFUSED = 'The billing portal is not available for this customer right now.';

/** The sandbox portal's cards: Stripe's test numbers, the first paying, the second declined. */
export const SANDBOX_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
const declinedCard = (card: string | undefined) => card?.replace(/\D/g, '') === DECLINED_CARD.replace(/\D/g, '');

export const DECLINED = 'The payment was declined. Please check your card details or use another card.';

/** A long-running demo server keeps only the latest entries of its sandbox books. */
const BOOKS_KEPT = 1000;

/**
 * Sandbox provider: pays at once, no network; declines Bolts named `fail-…` and the declined test
 * card, and refuses the portal to a company named `fail-…`.
 */
export function sandboxBilling(): SandboxBilling {
  const accepted: (Payment | SubscriptionChange | Refund)[] = [];
  const book = (entry: Payment | SubscriptionChange | Refund) => {
    accepted.push(entry);
    if (accepted.length > BOOKS_KEPT) accepted.shift();
  };
  return {
    accepted,
    async pay(payment) {
      if (fails(payment.boltName) || declinedCard(payment.card)) throw new BillingError(DECLINED);
      book({ ...payment });
    },
    async changeSubscription(change) {
      if (fails(change.boltName)) throw new BillingError(DECLINED);
      book({ ...change });
    },
    async refund(refund) {
      book({ ...refund });
    },
    async openPortal(customer) {
      if (fails(customer.company ?? '')) throw new BillingError(PORTAL_REFUSED);
    },
  };
}

let shared: SandboxBilling | undefined;

/**
 * The provider the app uses; a real one would be chosen here by configuration. One per process, so
 * the routes and the billing job keep one set of books, as a real provider's account has.
 */
export const billingProvider = (): BillingProvider => (shared ??= sandboxBilling());
