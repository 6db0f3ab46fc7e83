import { assign, emit, type SnapshotFrom } from 'xstate';
import type { CertificateChoice } from './certificateOptions';
import { CERTIFICATE_POLL_MS, isChoosableCertificate } from '../../rules/certificates';
import { domainName } from '../../rules/schemas/domain';
import { rowsAreFor, uncheckedRows } from './dnsCheck';
import { firstErrorDetail } from './errors';
import { cdnOrderOf, certificateOrderOf } from './order';
import { checking, creating, domainCreateSetup, failure, initialContext, namesOf } from './setup';

export type { DomainCreateEvent } from './types';

/** Bump when the context or the states change shape: saved progress of another version is dropped. */
export const DOMAIN_CREATE_VERSION = 1;

/** Spec 2 §2.2: the wizard's steps, in order; they are the machine's top-level states. */
export const DOMAIN_CREATE_STEPS = [
  'domain_needed',
  'preparations_needed',
  'dns_setup_needed',
  'creation_needed',
  'select_certificate_needed',
  'new_certificate',
  'verification_needed',
  'creation_complete',
] as const;
export type DomainCreateStep = (typeof DOMAIN_CREATE_STEPS)[number];

/**
 * Spec 2 §2.2 add-domain wizard. The certificate pages of a domain that exists start at
 * select_certificate_needed (input.entry). Quitting with "quit and delete progress" removes the
 * domain the wizard added, then ends.
 */
/** 'Skip SSL setup' and 'Set up now' open their confirmations; Previous returns to the added domain. */
const choosingEvents = {
  SKIP: '#domainCreate.select_certificate_needed.confirmingSkip',
  CHOOSE: {
    guard: 'choosable',
    target: '#domainCreate.select_certificate_needed.confirmingOrder',
    actions: [{ type: 'choose', params: ({ event }: { event: { choice: CertificateChoice } }) => ({ choice: event.choice }) }, 'clearError'],
  },
  PREVIOUS: { guard: 'inWizard', target: '#domainCreate.creation_needed' },
} as const;

export const domainCreateMachine = domainCreateSetup.createMachine({
  id: 'domainCreate',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  on: {
    QUIT_AND_DELETE: { guard: 'inWizard', target: '#domainCreate.deleting_progress' },
  },
  states: {
    starting: { always: [{ guard: 'inWizard', target: 'domain_needed' }, { target: 'select_certificate_needed' }] },

    domain_needed: {
      on: {
        NAME_CHANGED: { guard: 'notCreated', actions: [assign({ name: ({ event }) => event.value }), 'clearError'] },
        WWW_CHANGED: { guard: 'notCreated', actions: assign({ www: ({ event }) => event.value }) },
        NEXT: {
          guard: 'hasValidName',
          target: 'preparations_needed',
          // The name as it is added (lower case, no root dot); a changed name or www checks its rows afresh.
          actions: assign(({ context }) => {
            const name = domainName.parse(context.name);
            const names = namesOf({ name, www: context.www });
            return { name, dnsCheck: rowsAreFor(context.dnsCheck, names) ? context.dnsCheck : uncheckedRows(names) };
          }),
        },
      },
    },

    preparations_needed: {
      on: { NEXT: 'dns_setup_needed', PREVIOUS: 'domain_needed' },
    },

    dns_setup_needed: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            TEST: 'checking',
            NEXT: { guard: 'allActive', target: '#domainCreate.creation_needed' },
            // Spec 2 §2.2: Skip for now proceeds whatever the rows say.
            SKIP: '#domainCreate.creation_needed',
            PREVIOUS: '#domainCreate.preparations_needed',
          },
        },
        checking: checking('idle'),
      },
    },

    creation_needed: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'isCreated', target: 'succeeded' }, { target: 'creating' }] },
        creating: creating('succeeded', 'failed'),
        succeeded: { on: { NEXT: '#domainCreate.select_certificate_needed', PREVIOUS: '#domainCreate.dns_setup_needed' } },
        failed: { on: { RETRY: 'creating', PREVIOUS: '#domainCreate.dns_setup_needed' } },
      },
    },

    select_certificate_needed: {
      initial: 'starting',
      entry: 'clearError',
      states: {
        starting: { always: [{ guard: 'listsExisting', target: 'loading' }, { target: 'choosing' }] },
        loading: {
          tags: 'busy',
          invoke: {
            src: 'loadCertificates',
            input: ({ context }) => ({ siteId: context.siteId, domainId: context.domainId ?? 0 }),
            onDone: {
              target: 'choosing',
              // Spec 2 §2.2: orders that failed are hidden from the certificates to choose.
              actions: assign({ certificates: ({ event }) => event.output.filter((certificate) => isChoosableCertificate(certificate.status)) }),
            },
            onError: failure('loadFailed'),
          },
        },
        loadFailed: { on: { RETRY: 'loading', ...choosingEvents } },
        choosing: {
          on: {
            ...choosingEvents,
            USE_EXISTING: {
              target: 'linking',
              actions: assign({
                certificateInfo: ({ context, event }) => context.certificates?.find((each) => each.id === event.certificateId) ?? null,
              }),
            },
          },
        },
        confirmingSkip: {
          on: {
            CONFIRM: {
              target: '#domainCreate.creation_complete',
              actions: assign({ sslSkipped: true, certificateType: null, certificateInfo: null }),
            },
            CANCEL: 'choosing',
          },
        },
        confirmingOrder: {
          on: { CONFIRM: '#domainCreate.new_certificate', CANCEL: { target: 'choosing', actions: assign({ certificateType: null }) } },
        },
        linking: {
          tags: ['busy', 'committing'],
          entry: 'clearError',
          invoke: {
            src: 'linkCertificate',
            input: ({ context }) => ({ siteId: context.siteId, domainId: context.domainId ?? 0, certificateId: context.certificateInfo?.id ?? '' }),
            onDone: {
              target: '#domainCreate.creation_complete',
              actions: assign({ certificateType: ({ context }) => context.certificateInfo?.type ?? null, sslSkipped: false }),
            },
            onError: {
              target: 'choosing',
              actions: [assign({ certificateInfo: null }), { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
      },
    },

    new_certificate: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'ordersCdn', target: 'orderingCdn' }, { target: 'orderingCertificate' }] },
        orderingCertificate: {
          tags: ['busy', 'committing'],
          entry: 'clearError',
          invoke: {
            src: 'orderCertificate',
            input: ({ context }) => certificateOrderOf(context),
            onDone: {
              target: '#domainCreate.verification_needed',
              actions: [
                assign({ certificateInfo: ({ event }) => event.output.data, sslSkipped: false, pollError: null, challengeError: null }),
                { type: 'notify', params: ({ event }) => ({ message: event.output.meta?.message }) },
              ],
            },
            onError: failure('failed'),
          },
        },
        orderingCdn: {
          tags: ['busy', 'committing'],
          entry: 'clearError',
          invoke: {
            src: 'orderCdn',
            input: ({ context }) => cdnOrderOf(context),
            onDone: {
              target: '#domainCreate.creation_complete',
              actions: [
                assign({ cdnOrderId: ({ event }) => Number(event.output.id), customerId: ({ event }) => event.output.customerId, sslSkipped: false }),
                // The page goes on to the CDN wizard with the order (spec 2 §2.2).
                emit(({ context, event }) => ({ type: 'cdnOrdered' as const, orderId: Number(event.output.id), domainId: context.domainId ?? 0 })),
              ],
            },
            onError: failure('failed'),
          },
        },
        failed: { on: { RETRY: 'starting', PREVIOUS: '#domainCreate.select_certificate_needed' } },
      },
    },

    verification_needed: {
      type: 'parallel',
      on: {
        NEXT: { guard: 'certificateActive', target: 'creation_complete' },
        // A failed order leaves the way back to choose another certificate.
        PREVIOUS: { guard: 'certificateFailed', target: 'select_certificate_needed' },
      },
      states: {
        poll: {
          initial: 'deciding',
          states: {
            // Spec 2 §4: polling stops on ACTIVE or any FAILED_ status.
            deciding: { always: [{ guard: 'certificateSettled', target: 'settled' }, { target: 'waiting' }] },
            // Spec 2 §4, §9: the order is read again every 5 s.
            waiting: { invoke: { src: 'pause', input: { ms: CERTIFICATE_POLL_MS }, onDone: 'fetching' } },
            fetching: {
              invoke: {
                src: 'fetchCertificate',
                input: ({ context }) => ({ id: context.certificateInfo?.id ?? '' }),
                onDone: { target: 'deciding', actions: assign({ certificateInfo: ({ event }) => event.output, pollError: null }) },
                // Spec 2 §8: a fetch failure stops polling; Retry starts it again.
                onError: { target: 'stopped', actions: assign({ pollError: ({ event }) => firstErrorDetail(event.error) }) },
              },
            },
            stopped: { on: { RETRY: 'fetching' } },
            settled: {},
          },
        },
        challenge: {
          initial: 'idle',
          states: {
            idle: { on: { CHALLENGE_COMPLETED: { guard: 'awaitingChallenge', target: 'confirming' } } },
            confirming: {
              tags: 'busy',
              entry: assign({ challengeError: null }),
              invoke: {
                src: 'completeChallenge',
                input: ({ context }) => ({ id: context.certificateInfo?.id ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ certificateInfo: ({ event }) => event.output.data }),
                    { type: 'notify', params: ({ event }) => ({ message: event.output.meta?.message }) },
                  ],
                },
                onError: { target: 'idle', actions: assign({ challengeError: ({ event }) => firstErrorDetail(event.error) }) },
              },
            },
          },
        },
      },
    },

    creation_complete: {
      on: {
        // The skipped-SSL notice's Go back returns to the certificate step.
        GO_BACK: { guard: 'sslWasSkipped', target: 'select_certificate_needed', actions: assign({ sslSkipped: false }) },
      },
    },

    // Spec 1 §2 "quit and delete progress": the domain the wizard added (with its www twin) goes.
    deleting_progress: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'isCreated', target: 'deleting' }, { target: '#domainCreate.progress_deleted' }] },
        deleting: {
          tags: 'busy',
          invoke: {
            src: 'deleteDomain',
            input: ({ context }) => {
              const names = namesOf(context);
              return { siteId: context.siteId, domainId: context.domainId ?? 0, alsoNamed: names.length > 1 ? names[1] : null };
            },
            onDone: '#domainCreate.progress_deleted',
            onError: {
              target: '#domainCreate.progress_deleted',
              actions: emit(({ event }) => ({ type: 'failure' as const, message: firstErrorDetail(event.error) })),
            },
          },
        },
      },
    },
    progress_deleted: { type: 'final' },
  },
});

export type DomainCreateMachine = typeof domainCreateMachine;
export type DomainCreateSnapshot = SnapshotFrom<DomainCreateMachine>;

/** The step (top-level state) a snapshot is at; null while quitting. */
export const stepOf = (snapshot: DomainCreateSnapshot): DomainCreateStep | null => {
  const value = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  return (DOMAIN_CREATE_STEPS as readonly string[]).includes(value) ? (value as DomainCreateStep) : null;
};
