import { assign, fromPromise, setup } from 'xstate';
import { boltMessages } from '../../rules/schemas/boltCreate';
import { paidCheckoutFits, urlProblem } from './order';
import { toStepError } from './stepError';
import type {
  BoltCreateContext,
  BoltCreateEvent,
  CheckoutInfo,
  CmsOption,
  CreateRequest,
  CreatedBolt,
  LocationOption,
  PlanOffer,
  Trials,
  ValidateRequest,
} from './types';

/** The calls are I/O: the page provides them with machine.provide({actors}), tests provide fakes. */
const provided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`The ${name} call is provided by the page.`)));

export const initialContext = (asStaff: boolean): BoltCreateContext => ({
  asStaff,
  url: '',
  customer: null,
  name: '',
  plans: null,
  trials: null,
  trial: false,
  plan: null,
  billingPeriod: 'monthly',
  locations: null,
  location: null,
  isLegacy: null,
  cmsOptions: null,
  cms: null,
  checkout: null,
  bolt: null,
  error: null,
});

/**
 * The wizard's types, calls, guards and actions; machine.ts lays out its steps. Every "Next
 * disabled while …" rule is a named guard here.
 */
export const boltCreateSetup = setup({
  types: {
    context: {} as BoltCreateContext,
    events: {} as BoltCreateEvent,
    input: {} as { asStaff: boolean },
  },
  actors: {
    validateStep: provided<void, ValidateRequest>('POST bolts/validate'),
    loadPlans: provided<PlanOffer[], void>('GET products/suggest-subscription'),
    checkTrials: provided<Trials, { customerId: number | null }>('POST bolts/check-trials'),
    loadLocations: provided<LocationOption[], void>('GET locations?target=bolt'),
    checkNextgen: provided<{ isLegacy: boolean }, { location: string }>('POST locations/check-nextgen'),
    loadCms: provided<CmsOption[], void>('GET available-cms'),
    startCheckout: provided<CheckoutInfo, Record<string, unknown>>('POST bolts/checkout'),
    fetchCheckout: provided<CheckoutInfo, { id: string }>('GET billing/checkout/{id}'),
    createBolt: provided<CreatedBolt, CreateRequest>('POST bolts'),
  },
  delays: {
    // A checkout the provider has not settled yet is asked about again after this long.
    checkoutPoll: 2000,
  },
  guards: {
    hasValidUrl: ({ context }) => urlProblem(context.url) === null,
    hasName: ({ context }) => context.name.trim().length > 0,
    hasOffer: ({ context }) => context.trial || context.plan !== null,
    hasCustomer: ({ context }) => !context.asStaff || context.customer !== null,
    awaitsCustomer: ({ context }) => context.asStaff && context.customer === null,
    knowsPlans: ({ context }) => context.plans !== null,
    knowsTrials: ({ context }) => context.trials !== null,
    trialAvailable: ({ context }) => (context.trials?.available ?? 0) > 0,
    hasLocation: ({ context }) => context.location !== null && context.isLegacy !== null,
    knowsLocations: ({ context }) => context.locations !== null,
    hasCms: ({ context }) => context.cms !== null,
    knowsCms: ({ context }) => context.cmsOptions !== null,
    isTrial: ({ context }) => context.trial,
    hasPaidCheckout: ({ context }) => paidCheckoutFits(context),
    checkoutPaid: ({ context }) => context.checkout?.status === 'paid',
    checkoutFailed: ({ context }) => context.checkout?.status === 'failed',
  },
  actions: {
    setError: assign({ error: (_, params: { error: unknown }) => toStepError(params.error) }),
    clearError: assign({ error: null }),
    /** A changed input drops its own message; the others stay until the next try. */
    clearFieldError: assign({
      error: ({ context }, params: { field: string }) => {
        if (!context.error?.fields[params.field]) return context.error;
        const { [params.field]: _dropped, ...fields } = context.error.fields;
        return { ...context.error, fields };
      },
    }),
    // The provider says why a payment failed; without its reason the API's own text stands in.
    setCheckoutFailure: assign({
      error: ({ context }) => ({ message: context.checkout?.message ?? boltMessages.checkoutFailed, fields: {} }),
    }),
  },
});
