import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { MAX_CDN_DOMAINS } from '../../rules/certificates';
import { messages } from '../../rules/messages';
import type { CdnOrderRequest, CdnSetupContext, CdnSetupEvent, CdnSetupInput, ProvisioningOrder, ProvisioningOrderStatus } from './types';
import { canRetry, isOrderComplete, isWorking, msUntil, nextRetryAt, PROVISIONING_POLL_MS } from './validation';

/** Bump when the context or the states change shape: saved progress of another version is dropped. */
export const CDN_SETUP_VERSION = 1;

/** Spec 2 §2.3: the wizard's steps, in order; they are the machine's top-level states. */
export const CDN_SETUP_STEPS = ['started', 'SelectDomains', 'validation', 'finished'] as const;
export type CdnSetupStep = (typeof CDN_SETUP_STEPS)[number];

/** The calls are I/O: the page provides them with machine.provide({actors}), tests provide fakes. */
const provided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`The ${name} call is provided by the page.`)));

/** A failed call as the step shows it: the HttpError's text (spec 1 §8), '' when it has none. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** An invoked call's failure: its text is kept for the step to show; a scheduled retry is dropped with it. */
const failure = (target: string) => ({
  target,
  actions: { type: 'setError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
});

/**
 * The wizard's types, calls, guards and delays; the machine below lays out its steps. Every "Next
 * disabled while …" rule is a named guard.
 */
const cdnSetupSetup = setup({
  types: {
    context: {} as CdnSetupContext,
    events: {} as CdnSetupEvent,
    input: {} as CdnSetupInput,
  },
  actors: {
    createOrder: provided<ProvisioningOrder, CdnOrderRequest>('POST provisioning/servebolt-cdn/orders'),
    fetchStatus: provided<ProvisioningOrderStatus, { orderId: string }>('GET …/orders/{id}/status'),
    resume: provided<ProvisioningOrderStatus, { orderId: string }>('POST …/orders/{id}/resume'),
  },
  delays: {
    poll: PROVISIONING_POLL_MS,
    // Spec 2 §4: a retried step waits until its retry_at, counted from now.
    untilRetry: ({ context }) => msUntil(context.retryAt, Date.now()),
  },
  guards: {
    hasOrder: ({ context }) => context.orderId !== null,
    asStaff: ({ context }) => context.asStaff,
    hasCustomer: ({ context }) => !context.asStaff || context.customer !== null,
    hasDomains: ({ context }) => context.domains.length > 0,
    // Spec 2 §2.3, §5: at most 3 domains; a domain whose CDN is enabled cannot be toggled.
    canToggle: ({ context }, params: { id: number; locked: boolean }) =>
      !params.locked && (context.domains.some((domain) => domain.id === params.id) || context.domains.length < MAX_CDN_DOMAINS),
    orderComplete: ({ context }) => isOrderComplete(context.order),
    retryScheduled: ({ context }) => context.retryAt !== null && msUntil(context.retryAt, Date.now()) > 0 && canRetry(context.order),
    working: ({ context }) => isWorking(context.order),
    canRetry: ({ context }) => canRetry(context.order),
  },
  actions: {
    setError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error), retryAt: null }),
  },
});

export const cdnSetupMachine = cdnSetupSetup.createMachine({
  id: 'cdnSetup',
  context: ({ input }) => ({
    asStaff: input.asStaff,
    customer: null,
    domains: [],
    orderId: input.orderId ?? null,
    order: null,
    error: null,
    retryAt: null,
    redirect: input.redirect ?? null,
  }),
  initial: 'opening',
  states: {
    // An existing order (the query's orderId) goes straight to its validation; customers have no customer step.
    opening: {
      always: [{ guard: 'hasOrder', target: 'validation' }, { guard: 'asStaff', target: 'started' }, { target: 'SelectDomains' }],
    },

    started: {
      on: {
        // Another customer's domains are not theirs to order: the choice starts again.
        CUSTOMER_CHOSEN: {
          actions: assign({
            customer: ({ event }) => event.customer,
            domains: ({ context, event }) => (event.customer?.id === context.customer?.id ? context.domains : []),
            error: null,
          }),
        },
        NEXT: [
          { guard: 'hasCustomer', target: 'SelectDomains', actions: assign({ error: null }) },
          { actions: assign({ error: messages.selectCustomer }) },
        ],
      },
    },

    SelectDomains: {
      initial: 'choosing',
      on: {
        TOGGLE: {
          guard: { type: 'canToggle', params: ({ event }) => ({ id: event.domain.id, locked: event.domain.locked }) },
          actions: assign({
            domains: ({ context, event }) => {
              const { id, name } = event.domain;
              const chosen = context.domains.some((domain) => domain.id === id);
              return chosen ? context.domains.filter((domain) => domain.id !== id) : [...context.domains, { id, name }];
            },
          }),
        },
      },
      states: {
        choosing: {
          on: {
            NEXT: { guard: 'hasDomains', target: 'ordering' },
            PREVIOUS: { guard: 'asStaff', target: '#cdnSetup.started', actions: assign({ error: null }) },
          },
        },
        ordering: {
          tags: 'busy',
          entry: assign({ error: null }),
          invoke: {
            src: 'createOrder',
            input: ({ context }) => ({
              customerId: context.asStaff ? (context.customer?.id ?? null) : null,
              domainIds: context.domains.map((domain) => domain.id),
            }),
            onDone: { target: '#cdnSetup.validation', actions: assign({ orderId: ({ event }) => event.output.id, order: null }) },
            // Spec 2 §8: order creation shows the response error.
            onError: failure('choosing'),
          },
        },
      },
    },

    validation: {
      initial: 'loading',
      // Also sent when saved progress resumes here: a restored snapshot has no timers running.
      on: { RELOAD: { target: '.loading', actions: assign({ error: null }) } },
      states: {
        loading: {
          invoke: {
            src: 'fetchStatus',
            input: ({ context }) => ({ orderId: context.orderId ?? '' }),
            onDone: { target: 'checking', actions: assign({ order: ({ event }) => event.output }) },
            onError: failure('loadFailed'),
          },
        },
        loadFailed: {},
        checking: {
          always: [
            // Spec 2 §4: the order is complete only when all its domains are; then the wizard finishes.
            { guard: 'orderComplete', target: '#cdnSetup.finished' },
            { guard: 'retryScheduled', target: 'scheduled' },
            { guard: 'working', target: 'watching' },
            { target: 'waiting' },
          ],
        },
        // Something is under way: read the status again while it lasts.
        watching: {
          after: { poll: 'loading' },
          on: { RETRY: { guard: 'canRetry', target: 'resuming' } },
        },
        // A step needs the person (action required, or a retry): nothing is read until they retry.
        waiting: { on: { RETRY: { guard: 'canRetry', target: 'resuming' } } },
        // A retried step resumes again by itself at its retry_at; meanwhile the status is kept fresh.
        scheduled: {
          after: { untilRetry: 'resuming', poll: 'loading' },
          on: { RETRY: { guard: 'canRetry', target: 'resuming' } },
        },
        resuming: {
          tags: 'busy',
          entry: assign({ error: null }),
          invoke: {
            src: 'resume',
            input: ({ context }) => ({ orderId: context.orderId ?? '' }),
            onDone: {
              target: 'checking',
              actions: assign({
                order: ({ event }) => event.output,
                retryAt: ({ event }) => nextRetryAt(event.output, Date.now()),
              }),
            },
            onError: failure('waiting'),
          },
        },
      },
    },

    finished: { type: 'final' },
  },
});

export type CdnSetupMachine = typeof cdnSetupMachine;
export type CdnSetupSnapshot = SnapshotFrom<CdnSetupMachine>;

/** The step (top-level state) a snapshot is at; `opening` passes at once and counts as the first step. */
export function stepOf(snapshot: CdnSetupSnapshot): CdnSetupStep {
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  return (CDN_SETUP_STEPS as readonly string[]).includes(top) ? (top as CdnSetupStep) : 'started';
}
