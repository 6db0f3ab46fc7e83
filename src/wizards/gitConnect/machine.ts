import { assign, fromPromise, setup } from 'xstate';
import type { GitRepository } from '../../dataProvider/calls/git';
import type { GitConnectInput } from '../../rules/schemas/git';
import { gitMessages } from '../../rules/schemas/git';

/** What the wizard needs of the repository POST environments/{id}/git answers (spec 2 §3 Git config). */
export type ConnectedRepository = Pick<GitRepository, 'publickey' | 'deployKeySettingsUrl' | 'deploymentUrl'>;

export interface GitConnectContext {
  details: GitConnectInput | null;
  repository: ConnectedRepository | null;
  /** The spec 2 §8 text of the last failure on the current step; null when none. */
  error: string | null;
}

export type GitConnectEvent = { type: 'SUBMIT'; details: GitConnectInput } | { type: 'TEST' } | { type: 'BACK' } | { type: 'RETRY_KEY' };

// A failed save shows the server's message when it has one, else the spec's fallback.
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * Spec 2 §2.4 git connection wizard: connect_repository (save the details), deploy_key (a fresh
 * key to add to the git host, then 'Test connection'), completing (the webhook URL). The calls
 * are actors so tests can replace them.
 */
export const gitConnectMachine = setup({
  types: { context: {} as GitConnectContext, events: {} as GitConnectEvent },
  actors: {
    save: fromPromise<ConnectedRepository, GitConnectInput>(async () => {
      throw new Error('save not provided');
    }),
    generateKey: fromPromise<ConnectedRepository>(async () => {
      throw new Error('generateKey not provided');
    }),
    testConnection: fromPromise<{ success: boolean }>(async () => {
      throw new Error('testConnection not provided');
    }),
  },
}).createMachine({
  id: 'gitConnect',
  initial: 'connect_repository',
  context: { details: null, repository: null, error: null },
  states: {
    connect_repository: {
      initial: 'editing',
      states: {
        editing: {
          on: { SUBMIT: { target: 'saving', actions: assign({ details: ({ event }) => event.details, error: null }) } },
        },
        saving: {
          invoke: {
            src: 'save',
            input: ({ context }) => context.details!,
            onDone: { target: '#gitConnect.deploy_key', actions: assign({ repository: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error, gitMessages.addFailed) }) },
          },
        },
      },
    },
    deploy_key: {
      initial: 'generating',
      states: {
        generating: {
          invoke: {
            src: 'generateKey',
            onDone: { target: 'ready', actions: assign({ repository: ({ event }) => event.output, error: null }) },
            onError: { target: 'keyFailed', actions: assign({ error: ({ event }) => messageOf(event.error, gitMessages.addFailed) }) },
          },
        },
        keyFailed: { on: { RETRY_KEY: 'generating' } },
        ready: { on: { TEST: { target: 'testing', actions: assign({ error: null }) } } },
        testing: {
          invoke: {
            src: 'testConnection',
            onDone: [
              { guard: ({ event }) => event.output.success, target: '#gitConnect.completing' },
              { target: 'ready', actions: assign({ error: gitMessages.checkFailed }) },
            ],
            onError: { target: 'ready', actions: assign({ error: gitMessages.checkFailed }) },
          },
        },
      },
      on: { BACK: { target: '#gitConnect.connect_repository', actions: assign({ error: null }) } },
    },
    completing: { type: 'final' },
  },
});

/** The wizard's step (spec 2 §2.4 ids) for a machine state. */
export const GIT_CONNECT_STEPS = ['connect_repository', 'deploy_key', 'completing'] as const;
export type GitConnectStep = (typeof GIT_CONNECT_STEPS)[number];
