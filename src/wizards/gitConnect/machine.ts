import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { GitRepository } from '../../dataProvider/calls/git';
import type { GitConnectInput } from '../../rules/schemas/git';
import { gitMessages } from '../../rules/schemas/git';

/** Bump when the context or the states change shape: saved progress of another version is dropped. */
export const GIT_CONNECT_VERSION = 1;

/** Spec 2 §2.4: the wizard's steps, in order; they are the machine's top-level states. */
export const GIT_CONNECT_STEPS = ['connect_repository', 'deploy_key', 'completing'] as const;
export type GitConnectStep = (typeof GIT_CONNECT_STEPS)[number];

/** What the wizard needs of the repository POST environments/{id}/git answers (spec 2 §3 Git config). */
export type ConnectedRepository = Pick<GitRepository, 'publickey' | 'deployKeySettingsUrl' | 'deploymentUrl'>;

export interface GitConnectContext {
  details: GitConnectInput | null;
  /** The repository this wizard saved on the site; null until the details are saved. */
  repository: ConnectedRepository | null;
  /** The spec 2 §8 text of the last failure on the current step; null when none. */
  error: string | null;
}

export type GitConnectEvent =
  | { type: 'SUBMIT'; details: GitConnectInput }
  | { type: 'TEST' }
  | { type: 'BACK' }
  | { type: 'RETRY_KEY' }
  | { type: 'QUIT_AND_DELETE' }
  | { type: 'START_OVER' };

// A failed call shows the server's message when it has one, else the spec's fallback.
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The calls are I/O: the page provides them with machine.provide({actors}), tests provide fakes. */
const provided = <Output, Input = void>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`The ${name} call is provided by the page.`)));

/**
 * "Quit and delete progress" and the resumed wizard's "Start over" drop what was saved, from a step
 * that waits for the person (not during a call, whose answer could write after the deletion).
 */
const DROP_PROGRESS = { QUIT_AND_DELETE: '#gitConnect.deleting_progress', START_OVER: '#gitConnect.starting_over' } as const;

/**
 * Removes the repository this wizard saved (never tested: connected, it would be complete), then
 * goes to `target`. Left behind by a failure, it is still not connected; the person is told it stayed.
 */
const removingRepository = (target: string) => ({
  initial: 'starting' as const,
  states: {
    starting: { always: [{ guard: 'repositorySaved' as const, target: 'deleting' }, { target }] },
    deleting: {
      tags: 'busy' as const,
      invoke: { src: 'removeRepository' as const, onDone: target, onError: { target, actions: 'sayDeleteFailed' as const } },
    },
  },
});

/**
 * Spec 2 §2.4 git connection wizard: connect_repository (save the details), deploy_key (a fresh
 * key to add to the git host, then 'Test connection'), completing (the webhook URL). The saved
 * repository is connected only once the test passes (the API's `connected`); quitting and deleting
 * before that removes it, so nothing is left half connected.
 */
export const gitConnectMachine = setup({
  types: {
    context: {} as GitConnectContext,
    events: {} as GitConnectEvent,
    emitted: {} as { type: 'failure'; message: string },
  },
  actors: {
    save: provided<ConnectedRepository, GitConnectInput>('POST environments/{id}/git'),
    generateKey: provided<ConnectedRepository>('POST environments/{id}/git/generate-deploy-key'),
    testConnection: provided<{ success: boolean }>('POST environments/{id}/git/test-connection'),
    removeRepository: provided<void>('DELETE environments/{id}/git'),
  },
  actions: {
    sayDeleteFailed: emit({ type: 'failure', message: gitMessages.deleteFailed }),
  },
  guards: {
    repositorySaved: ({ context }) => context.repository !== null,
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
          on: { SUBMIT: { target: 'saving', actions: assign({ details: ({ event }) => event.details, error: null }) }, ...DROP_PROGRESS },
        },
        saving: {
          tags: 'busy',
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
          tags: 'busy',
          invoke: {
            src: 'generateKey',
            onDone: { target: 'ready', actions: assign({ repository: ({ event }) => event.output, error: null }) },
            onError: { target: 'keyFailed', actions: assign({ error: ({ event }) => messageOf(event.error, gitMessages.addFailed) }) },
          },
        },
        keyFailed: { on: { RETRY_KEY: 'generating', ...DROP_PROGRESS } },
        ready: { on: { TEST: { target: 'testing', actions: assign({ error: null }) }, ...DROP_PROGRESS } },
        testing: {
          tags: 'busy',
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

    // Spec 1 §2 "quit and delete progress": the repository saved here goes, as it was never tested.
    deleting_progress: removingRepository('#gitConnect.progress_deleted'),
    progress_deleted: { type: 'final' },
    // Starting over from saved progress, the first step begins empty and nothing of the old run stays on the site.
    starting_over: {
      ...removingRepository('#gitConnect.connect_repository'),
      exit: assign({ details: null, repository: null, error: null }),
    },
  },
});

export type GitConnectSnapshot = SnapshotFrom<typeof gitConnectMachine>;

/** The step (top-level state) a snapshot is at; null while quitting or starting over. */
export const stepOf = (snapshot: GitConnectSnapshot): GitConnectStep | null => GIT_CONNECT_STEPS.find((step) => snapshot.matches(step)) ?? null;
