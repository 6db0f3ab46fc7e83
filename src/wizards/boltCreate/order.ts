import type { BillingPeriod } from '../../rules/plans';
import type { Plan } from '../../rules/schemas/bolt';
import { BOLT_WIZARD_STEPS, boltWizardSchema, type BoltWizardStep } from '../../rules/schemas/boltCreate';
import type { BoltCreateContext, CreateRequest, PlanOffer, ValidateRequest } from './types';

/** The spec's message for a site URL that cannot be used, or null when it can (the API's own rule). */
export function urlProblem(url: string): string | null {
  const result = boltWizardSchema('url_needed').safeParse({ url });
  return result.success ? null : (result.error.issues.find((issue) => issue.path[0] === 'url')?.message ?? null);
}

/** A free test Bolt is always on the pro plan and billed monthly once it becomes paid. */
const TRIAL_PLAN: Plan = 'pro';
const TRIAL_PERIOD: BillingPeriod = 'monthly';

export const planOf = (context: BoltCreateContext): Plan | null => (context.trial ? TRIAL_PLAN : context.plan);
const periodOf = (context: BoltCreateContext): BillingPeriod => (context.trial ? TRIAL_PERIOD : context.billingPeriod);

/** Staff name the customer on every call; a customer's calls are their own account's. */
const customerOf = (context: BoltCreateContext) => (context.asStaff ? { customerId: context.customer?.id } : {});

/** Every input the wizard sends, by the step that asks for it. */
function inputsByStep(context: BoltCreateContext): Record<BoltWizardStep, Record<string, unknown>> {
  return {
    url_needed: { url: context.url },
    basics_needed: { name: context.name, plan: planOf(context), billingPeriod: periodOf(context) },
    location_needed: { location: context.location },
    installation_needed: { cms: context.cms },
  };
}

/** POST bolts/validate for a step: the inputs up to that step, which the API then requires. */
export function validationOf(step: BoltWizardStep, context: BoltCreateContext): ValidateRequest {
  const inputs = inputsByStep(context);
  const upTo = BOLT_WIZARD_STEPS.slice(0, BOLT_WIZARD_STEPS.indexOf(step) + 1);
  return { step, attributes: Object.assign({}, ...upTo.map((s) => inputs[s])) };
}

/** POST bolts/checkout: the whole order, for the customer it is for. */
export function orderOf(context: BoltCreateContext): Record<string, unknown> {
  return { ...validationOf('installation_needed', context).attributes, ...customerOf(context) };
}

/** POST bolts?trial=1 or POST bolts?checkout={id}. */
export function creationOf(context: BoltCreateContext): CreateRequest {
  const checkoutId = context.trial ? null : (context.checkout?.id ?? null);
  return { attributes: orderOf(context), trial: context.trial, checkoutId };
}

/**
 * A paid checkout still fits the order (same customer, plan and period), so a retry after a failed
 * creation makes the Bolt from it instead of charging again. The API checks the same on creation.
 */
export function paidCheckoutFits(context: BoltCreateContext): boolean {
  const { checkout } = context;
  if (context.trial || checkout?.status !== 'paid') return false;
  if (context.asStaff && checkout.customerId !== context.customer?.id) return false;
  return checkout.plan === context.plan && checkout.billingPeriod === context.billingPeriod;
}

/** What a plan costs for one billing period, in cents. */
export const priceOf = (offer: PlanOffer, period: BillingPeriod) => (period === 'annual' ? offer.annualCents : offer.monthlyCents);

/** Cents as dollars with thousands separators (spec 1 §9: prices are stored in cents). */
export const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What a year costs when paid month by month, for showing the annual saving. */
export const yearlyAtMonthlyCents = (offer: PlanOffer) => offer.monthlyCents * 12;
