import { and, assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import { boltMessages, type BoltWizardStep } from '../../rules/schemas/boltCreate';
import { creationOf, orderOf, paidCheckoutFits, urlProblem, validationOf } from './order';
import { initialContext } from './initialContext';
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

export type { BoltCreateEvent } from './types';

/** Bump when the context or the states change shape: saved progress of another version is dropped. */
export const BOLT_CREATE_VERSION = 1;

/** Spec 1 §2: the wizard's steps, in order; they are the machine's top-level states. */
export const BOLT_CREATE_STEPS = ['url_needed', 'basics_needed', 'location_needed', 'installation_needed', 'finalizing', 'done'] as const;
export type BoltCreateStep = (typeof BOLT_CREATE_STEPS)[number];

/** The calls are I/O: the page provides them with machine.provide({actors}), tests provide fakes. */
const provided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`The ${name} call is provided by the page.`)));

/**
 * The wizard's types, calls, guards and actions; the machine below lays out its steps. Every "Next
 * disabled while …" rule is a named guard here.
 */
const boltCreateSetup = setup({
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

/** An invoked call's failure: the error is kept for the step to show, with Retry. */
const failure = (target: string) => ({
  target,
  actions: { type: 'setError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
});

/** A step's check before the next one: POST bolts/validate with the inputs so far; a failure stays on the step. */
const validating = (step: BoltWizardStep, next: `#boltCreate.${BoltCreateStep}`) =>
  ({
    tags: 'busy',
    entry: 'clearError',
    invoke: {
      src: 'validateStep',
      input: ({ context }: { context: BoltCreateContext }) => validationOf(step, context),
      onDone: next,
      onError: failure('failed'),
    },
  }) as const;

export const boltCreateMachine = boltCreateSetup.createMachine({
  id: 'boltCreate',
  context: ({ input }) => initialContext(input.asStaff),
  initial: 'url_needed',
  states: {
    url_needed: {
      initial: 'editing',
      on: {
        URL_CHANGED: {
          actions: [assign({ url: ({ event }) => event.value }), { type: 'clearFieldError', params: { field: 'url' } }],
        },
      },
      states: {
        editing: { on: { NEXT: { guard: 'hasValidUrl', target: 'validating' } } },
        validating: validating('url_needed', '#boltCreate.basics_needed'),
        failed: { on: { RETRY: 'validating', NEXT: { guard: 'hasValidUrl', target: 'validating' } } },
      },
    },

    basics_needed: {
      initial: 'starting',
      on: {
        NAME_CHANGED: {
          actions: [assign({ name: ({ event }) => event.value }), { type: 'clearFieldError', params: { field: 'name' } }],
        },
        PLAN_CHOSEN: { actions: assign({ plan: ({ event }) => event.plan, trial: false }) },
        PERIOD_CHANGED: { actions: assign({ billingPeriod: ({ event }) => event.period }) },
        TRIAL_CHOSEN: { guard: 'trialAvailable', actions: assign({ trial: true }) },
        // Free tests are counted per account: another customer has their own.
        CUSTOMER_CHOSEN: {
          target: '.starting',
          actions: assign({ customer: ({ event }) => event.customer, trials: null, trial: false }),
        },
        PREVIOUS: '#boltCreate.url_needed',
      },
      states: {
        starting: {
          always: [
            { guard: not('knowsPlans'), target: 'loadingPlans' },
            // Staff see the plans while they look for the customer; free tests are that customer's.
            { guard: 'awaitsCustomer', target: 'editing' },
            { guard: 'knowsTrials', target: 'editing' },
            { target: 'checkingTrials' },
          ],
        },
        loadingPlans: {
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            src: 'loadPlans',
            onDone: { target: 'starting', actions: assign({ plans: ({ event }) => event.output }) },
            onError: failure('plansFailed'),
          },
        },
        plansFailed: { on: { RETRY: 'loadingPlans' } },
        checkingTrials: {
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            src: 'checkTrials',
            input: ({ context }) => ({ customerId: context.customer?.id ?? null }),
            onDone: { target: 'editing', actions: assign({ trials: ({ event }) => event.output }) },
            onError: failure('trialsFailed'),
          },
        },
        trialsFailed: { on: { RETRY: 'checkingTrials' } },
        editing: { on: { NEXT: { guard: and(['hasCustomer', 'hasName', 'hasOffer']), target: 'validating' } } },
        validating: validating('basics_needed', '#boltCreate.location_needed'),
        failed: { on: { RETRY: 'validating', NEXT: { guard: and(['hasCustomer', 'hasName', 'hasOffer']), target: 'validating' } } },
      },
    },

    location_needed: {
      initial: 'starting',
      on: {
        LOCATION_CHOSEN: { target: '.checkingPlatform', actions: assign({ location: ({ event }) => event.location, isLegacy: null }) },
        PREVIOUS: '#boltCreate.basics_needed',
      },
      states: {
        starting: { always: [{ guard: 'knowsLocations', target: 'editing' }, { target: 'loading' }] },
        loading: {
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            src: 'loadLocations',
            onDone: { target: 'editing', actions: assign({ locations: ({ event }) => event.output }) },
            onError: failure('loadFailed'),
          },
        },
        loadFailed: { on: { RETRY: 'loading' } },
        editing: { on: { NEXT: { guard: 'hasLocation', target: 'validating' } } },
        checkingPlatform: {
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            src: 'checkNextgen',
            input: ({ context }) => ({ location: context.location ?? '' }),
            onDone: { target: 'editing', actions: assign({ isLegacy: ({ event }) => event.output.isLegacy }) },
            onError: failure('platformFailed'),
          },
        },
        platformFailed: { on: { RETRY: 'checkingPlatform' } },
        validating: validating('location_needed', '#boltCreate.installation_needed'),
        failed: { on: { RETRY: 'validating', NEXT: { guard: 'hasLocation', target: 'validating' } } },
      },
    },

    installation_needed: {
      initial: 'starting',
      on: {
        CMS_CHOSEN: { actions: [assign({ cms: ({ event }) => event.cms }), { type: 'clearFieldError', params: { field: 'cms' } }] },
        PREVIOUS: '#boltCreate.location_needed',
      },
      states: {
        starting: { always: [{ guard: 'knowsCms', target: 'editing' }, { target: 'loading' }] },
        loading: {
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            src: 'loadCms',
            onDone: { target: 'editing', actions: assign({ cmsOptions: ({ event }) => event.output }) },
            onError: failure('loadFailed'),
          },
        },
        loadFailed: { on: { RETRY: 'loading' } },
        editing: { on: { NEXT: { guard: 'hasCms', target: 'validating' } } },
        validating: validating('installation_needed', '#boltCreate.finalizing'),
        failed: { on: { RETRY: 'validating', NEXT: { guard: 'hasCms', target: 'validating' } } },
      },
    },

    finalizing: {
      initial: 'starting',
      states: {
        starting: {
          entry: 'clearError',
          always: [{ guard: 'isTrial', target: 'creating' }, { guard: 'hasPaidCheckout', target: 'creating' }, { target: 'checkingOut' }],
        },
        checkingOut: {
          tags: ['busy', 'committing'],
          invoke: {
            src: 'startCheckout',
            input: ({ context }) => orderOf(context),
            onDone: { target: 'paying', actions: assign({ checkout: ({ event }) => event.output }) },
            onError: failure('failed'),
          },
        },
        // The provider may settle a checkout later: an open one is asked about until it is paid or failed.
        paying: {
          tags: ['busy', 'committing'],
          always: [
            { guard: 'checkoutPaid', target: 'creating' },
            { guard: 'checkoutFailed', target: 'failed', actions: 'setCheckoutFailure' },
          ],
          after: { checkoutPoll: 'polling' },
        },
        polling: {
          tags: ['busy', 'committing'],
          invoke: {
            src: 'fetchCheckout',
            input: ({ context }) => ({ id: context.checkout?.id ?? '' }),
            onDone: { target: 'paying', actions: assign({ checkout: ({ event }) => event.output }) },
            onError: failure('failed'),
          },
        },
        creating: {
          tags: ['busy', 'committing'],
          invoke: {
            src: 'createBolt',
            input: ({ context }) => creationOf(context),
            onDone: { target: '#boltCreate.done', actions: assign({ bolt: ({ event }) => event.output }) },
            onError: failure('failed'),
          },
        },
        failed: { on: { RETRY: 'starting', PREVIOUS: '#boltCreate.installation_needed' } },
      },
    },

    done: { type: 'final' },
  },
});

export type BoltCreateMachine = typeof boltCreateMachine;
export type BoltCreateSnapshot = SnapshotFrom<BoltCreateMachine>;

/** The step (top-level state) a snapshot is at. */
export const stepOf = (snapshot: BoltCreateSnapshot): BoltCreateStep =>
  (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]) as BoltCreateStep;
