import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { SignupState } from '../../rules/customers';
import type { SignupStatus } from '../../rules/schemas/records/signup';
import { POST_SIGNUP_STEPS, type PostSignupStep } from '../../rules/postSignup';
import { SMS_CODE_LENGTH, type AccountType } from '../../rules/signup';

/** The spec's steps (src/rules/signup.ts) are the machine's top-level states. */
export { POST_SIGNUP_STEPS, type PostSignupStep };

export interface PostSignupContext {
  /** The server's signup state as last read or answered; null before the first read. */
  signupState: SignupState | null;
  /** The mailed link was followed: until then no code is texted (a resend mails the link again). */
  emailVerified: boolean;
  /** E.164 number the codes go to. */
  phone: string | null;
  /** The code as typed. */
  code: string;
  accountType: AccountType | null;
  /** The text of the last failure on the current step; null when none. */
  error: string | null;
  /** What a successful resend said ("We have sent a code to …"); null when none. */
  notice: string | null;
}

export type PostSignupEvent =
  | { type: 'TYPE_CODE'; code: string }
  | { type: 'VERIFY' }
  | { type: 'RESEND' }
  | { type: 'CHOOSE'; accountType: AccountType }
  | { type: 'CONTINUE' }
  | { type: 'RETRY' };

/** The calls are I/O: the page provides them with machine.provide({actors}), tests provide fakes. */
const provided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`The ${name} call is provided by the page.`)));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

const CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** A status answer as the context keeps it. */
const fromStatus = (status: SignupStatus) => ({
  signupState: status.signup_state,
  emailVerified: status.email_verified,
  phone: status.phone,
  accountType: status.account_type ?? null,
  error: null,
});

const postSignupSetup = setup({
  types: { context: {} as PostSignupContext, events: {} as PostSignupEvent },
  actors: {
    loadStatus: provided<SignupStatus, void>('GET auth/signup'),
    verifyPhone: provided<SignupStatus, { code: string }>('POST auth/signup/verify-phone'),
    resendSmsCode: provided<string, void>('POST auth/signup/resend-sms-code'),
    setAccountType: provided<SignupStatus, { accountType: AccountType }>('PUT auth/signup/account-type'),
  },
  guards: {
    atPhone: ({ context }) => context.signupState === 'phone_verification_needed',
    atIntent: ({ context }) => context.signupState === 'intent_verification_needed',
    // "Verify" is disabled until the code has its six digits.
    codeComplete: ({ context }) => CODE.test(context.code.trim()),
    // "Continue" is disabled until a type is chosen.
    typeChosen: ({ context }) => context.accountType !== null,
  },
  actions: {
    setError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error), notice: null }),
  },
});

/** An invoked call's failure: its text is kept for the step to show. */
const failure = (target: string) => ({
  target,
  actions: { type: 'setError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
});

/** After a status answer: the step that serves the server's state (a state already passed skips ahead). */
const route = [
  { guard: 'atPhone' as const, target: '#postSignup.phone_verification_needed' },
  { guard: 'atIntent' as const, target: '#postSignup.intent_verification_needed' },
  { target: '#postSignup.done' },
];

export const postSignupMachine = postSignupSetup.createMachine({
  id: 'postSignup',
  context: { signupState: null, emailVerified: false, phone: null, code: '', accountType: null, error: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadStatus',
        onDone: { target: 'routing', actions: assign(({ event }) => fromStatus(event.output)) },
        onError: failure('loadFailed'),
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
    routing: { always: route },

    phone_verification_needed: {
      initial: 'typing',
      states: {
        typing: {
          on: {
            TYPE_CODE: { actions: assign({ code: ({ event }) => event.code }) },
            VERIFY: { guard: 'codeComplete', target: 'verifying' },
            RESEND: { target: 'resending' },
          },
        },
        verifying: {
          tags: 'busy',
          entry: assign({ error: null, notice: null }),
          invoke: {
            src: 'verifyPhone',
            input: ({ context }) => ({ code: context.code.trim() }),
            onDone: { target: '#postSignup.routing', actions: assign(({ event }) => ({ ...fromStatus(event.output), code: '' })) },
            onError: failure('typing'),
          },
        },
        resending: {
          tags: 'busy',
          entry: assign({ error: null, notice: null }),
          invoke: {
            src: 'resendSmsCode',
            // A new code makes the one typed useless.
            onDone: { target: 'typing', actions: assign({ notice: ({ event }) => event.output, code: '' }) },
            onError: failure('typing'),
          },
        },
      },
    },

    intent_verification_needed: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            CHOOSE: { actions: assign({ accountType: ({ event }) => event.accountType, error: null }) },
            CONTINUE: { guard: 'typeChosen', target: 'saving' },
          },
        },
        saving: {
          tags: 'busy',
          entry: assign({ error: null }),
          invoke: {
            src: 'setAccountType',
            input: ({ context }) => ({ accountType: context.accountType! }),
            onDone: { target: '#postSignup.routing', actions: assign(({ event }) => fromStatus(event.output)) },
            onError: failure('choosing'),
          },
        },
      },
    },

    // signup_complete or manual_verification_needed: nothing is left to do here.
    done: { type: 'final' },
  },
});

export type PostSignupSnapshot = SnapshotFrom<typeof postSignupMachine>;

/** The step a snapshot is at; before the first read (or after its failure) it counts as the first step. */
export function stepOf(snapshot: PostSignupSnapshot): PostSignupStep {
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  return (POST_SIGNUP_STEPS as readonly string[]).includes(top) ? (top as PostSignupStep) : 'phone_verification_needed';
}

/** Staff verify this account by hand before it may be used (the Done step says so). */
export const awaitsStaff = (context: PostSignupContext) => context.signupState === 'manual_verification_needed';
