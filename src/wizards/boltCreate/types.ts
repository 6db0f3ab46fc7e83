import type { BillingPeriod } from '../../rules/plans';
import type { Plan } from '../../rules/schemas/bolt';
import type { BoltWizardStep } from '../../rules/schemas/boltCreate';
import type { ProductRecord } from '../../rules/schemas/records/billing';
import type { Bolt, Trials } from '../../rules/schemas/records/bolt';
import type { CmsRecord, LocationRecord } from '../../rules/schemas/records/catalogue';
import type { Checkout } from '../../rules/schemas/records/checkout';
import type { Flat } from '../../rules/schemas/records/document';

/** POST bolts/check-trials: free test Bolts the account may still start (spec 1 §9). */
export type { Trials };

/** A plan as GET products/suggest-subscription prices it, with the plan as its id. */
export type PlanOffer = Pick<ProductRecord['attributes'], 'name' | 'tagline' | 'monthlyCents' | 'storageMb' | 'sites' | 'dynamicRequests'> & {
  id: Plan;
  /** The price of one year (the annual `priceCents`): eleven months (spec 1 §9, annual billing is 1 month free). */
  annualCents: number;
};

/** GET locations?target=bolt. */
export type LocationOption = Pick<Flat<LocationRecord>, 'id' | 'city' | 'country' | 'countryCode'>;

/** GET available-cms. */
export type CmsOption = Flat<CmsRecord>;

/** POST bolts/checkout and GET billing/checkout/{id}: `message` says why the payment failed, written for the person paying. */
export type CheckoutInfo = Pick<Checkout, 'id' | 'status' | 'plan' | 'billingPeriod' | 'customerId' | 'message'>;

export type CreatedBolt = Pick<Bolt, 'id' | 'name'>;

export interface Customer {
  id: number;
  name: string;
}

/** A failed call as a step shows it: the server's text, and per-field texts of a 422. */
export interface StepError {
  message: string;
  fields: Record<string, string>;
}

/** What the wizard has gathered; the machine's context. */
export interface BoltCreateContext {
  /** Staff and admins create for a customer they pick first (spec 1 §6). */
  asStaff: boolean;
  url: string;
  customer: Customer | null;
  name: string;
  plans: PlanOffer[] | null;
  trials: Trials | null;
  /** A free test Bolt instead of a paid plan. */
  trial: boolean;
  plan: Plan | null;
  billingPeriod: BillingPeriod;
  locations: LocationOption[] | null;
  location: string | null;
  /** POST locations/check-nextgen for the chosen location; null until known. */
  isLegacy: boolean | null;
  cmsOptions: CmsOption[] | null;
  cms: string | null;
  checkout: CheckoutInfo | null;
  bolt: CreatedBolt | null;
  error: StepError | null;
}

/** Inputs of the calls; the page provides the calls themselves (machine.provide). */
export interface ValidateRequest {
  step: BoltWizardStep;
  attributes: Record<string, unknown>;
}

export interface CreateRequest {
  attributes: Record<string, unknown>;
  /** Either a free test, or the paid checkout the Bolt is made from. */
  trial: boolean;
  checkoutId: string | null;
}

export type BoltCreateEvent =
  | { type: 'URL_CHANGED'; value: string }
  | { type: 'CUSTOMER_CHOSEN'; customer: Customer | null }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'PLAN_CHOSEN'; plan: Plan }
  | { type: 'TRIAL_CHOSEN' }
  | { type: 'PERIOD_CHANGED'; period: BillingPeriod }
  | { type: 'LOCATION_CHOSEN'; location: string }
  | { type: 'CMS_CHOSEN'; cms: string }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'RETRY' };
