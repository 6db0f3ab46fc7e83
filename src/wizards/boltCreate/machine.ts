import { and, assign, not, type SnapshotFrom } from 'xstate';
import { creationOf, orderOf, validationOf } from './order';
import { boltCreateSetup, initialContext } from './setup';

export type { BoltCreateEvent } from './types';

/** Bump when the context or the states change shape: saved progress of another version is dropped. */
export const BOLT_CREATE_VERSION = 1;

/** Spec 1 §2: the wizard's steps, in order; they are the machine's top-level states. */
export const BOLT_CREATE_STEPS = ['url_needed', 'basics_needed', 'location_needed', 'installation_needed', 'finalizing', 'done'] as const;
export type BoltCreateStep = (typeof BOLT_CREATE_STEPS)[number];

/** An invoked call's failure: the error is kept for the step to show, with Retry. */
const failure = (target: string) => ({
  target,
  actions: { type: 'setError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
});

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
        validating: {
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            src: 'validateStep',
            input: ({ context }) => validationOf('url_needed', context),
            onDone: '#boltCreate.basics_needed',
            onError: failure('failed'),
          },
        },
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
        validating: {
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            src: 'validateStep',
            input: ({ context }) => validationOf('basics_needed', context),
            onDone: '#boltCreate.location_needed',
            onError: failure('failed'),
          },
        },
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
        validating: {
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            src: 'validateStep',
            input: ({ context }) => validationOf('location_needed', context),
            onDone: '#boltCreate.installation_needed',
            onError: failure('failed'),
          },
        },
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
        validating: {
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            src: 'validateStep',
            input: ({ context }) => validationOf('installation_needed', context),
            onDone: '#boltCreate.finalizing',
            onError: failure('failed'),
          },
        },
        failed: { on: { RETRY: 'validating', NEXT: { guard: 'hasCms', target: 'validating' } } },
      },
    },

    finalizing: {
      initial: 'starting',
      states: {
        starting: {
          entry: 'clearError',
          always: [
            { guard: 'isTrial', target: 'creating' },
            { guard: 'hasPaidCheckout', target: 'creating' },
            { target: 'checkingOut' },
          ],
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
