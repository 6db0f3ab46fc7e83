import { z } from 'zod';
import { CMS_IDS } from '../cms';
import { findLocation } from '../locations';
import { messages } from '../messages';
import { BILLING_PERIODS, MAX_FREE_TEST_BOLTS } from '../plans';
import { PLANS } from './bolt';
import { isDomain, recordId, requiredText } from './common';

/** Texts of the Bolt create wizard the specs leave to us, in their tone. */
export const boltMessages = {
  locationClosed: 'This location takes no new Bolts. Please choose another location.',
  noServer: 'No server can take a new Bolt in this location right now. Please choose another location.',
  trialsUsed: `This account already has ${MAX_FREE_TEST_BOLTS} free test Bolts, the most it can have. Please choose a paid plan.`,
  trialPlan: 'A free test Bolt is on the pro plan.',
  paymentNeeded: 'A new Bolt needs a paid checkout or a free test.',
  checkoutFailed: 'The payment of this checkout did not go through. Please start a new checkout.',
  checkoutOpen: 'The payment of this checkout is not complete yet.',
  checkoutMismatch: 'This does not match what was paid for at checkout.',
} as const;

/** The site URL of step url_needed: a scheme, path or trailing dot may be typed and are dropped. */
export const normalizeSiteUrl = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');

const siteUrl = () => z.string(messages.required).trim().min(1, messages.required).transform(normalizeSiteUrl).refine(isDomain, messages.validDomain);

/** A location from the catalogue that still takes new Bolts. */
const boltLocation = () =>
  z
    .string(messages.required)
    .trim()
    .min(1, messages.required)
    .superRefine((id, ctx) => {
      const location = findLocation(id);
      if (!location) ctx.addIssue({ code: 'custom', message: messages.oneOf });
      else if (!location.targets.includes('bolt')) ctx.addIssue({ code: 'custom', message: boltMessages.locationClosed });
    });

/** The account a staff member acts for (admin/… variants only). */
export const customerIdField = () => recordId(messages.selectCustomer).optional();

const fields = {
  url: siteUrl(),
  name: requiredText(50),
  plan: z.enum(PLANS, messages.oneOf),
  billingPeriod: z.enum(BILLING_PERIODS, messages.oneOf),
  location: boltLocation(),
  cms: z.enum(CMS_IDS, messages.oneOf),
};
type Field = keyof typeof fields;

/** Spec 1 §2 wizard steps and the inputs each one asks for. */
export const BOLT_WIZARD_STEPS = ['url_needed', 'basics_needed', 'location_needed', 'installation_needed'] as const;
export type BoltWizardStep = (typeof BOLT_WIZARD_STEPS)[number];
const STEP_FIELDS: Record<BoltWizardStep, Field[]> = {
  url_needed: ['url'],
  basics_needed: ['name', 'plan', 'billingPeriod'],
  location_needed: ['location'],
  installation_needed: ['cms'],
};

/**
 * The inputs up to and including `step` are required; later ones are checked only when given, so
 * the wizard can validate as it goes. Without a step every input is required.
 */
export function boltWizardSchema(step: BoltWizardStep = 'installation_needed') {
  const required = new Set(BOLT_WIZARD_STEPS.slice(0, BOLT_WIZARD_STEPS.indexOf(step) + 1).flatMap((s) => STEP_FIELDS[s]));
  const shape = Object.fromEntries(
    (Object.keys(fields) as Field[]).map((name) => [name, required.has(name) ? fields[name] : fields[name].optional()]),
  );
  return z.object(shape);
}

export const boltValidateSchema = z.looseObject({ step: z.enum(BOLT_WIZARD_STEPS, messages.oneOf).optional() });

/** The whole order a Bolt is made from: what a checkout stores and what creation checks again. */
export const boltOrderSchema = z.object(fields);
export type BoltOrder = z.output<typeof boltOrderSchema>;

/** POST bolts/checkout: everything the paid Bolt will be made from. */
export const boltCheckoutSchema = boltOrderSchema.extend({ customerId: customerIdField() });

/**
 * POST bolts: each input is checked when given; the whole order must then hold. A free test needs
 * every input but plan and period; a paid checkout fills in from the order it stored.
 */
export const boltCreateSchema = boltOrderSchema.partial().extend({ customerId: customerIdField() });
export type BoltCreateInput = z.output<typeof boltCreateSchema>;
