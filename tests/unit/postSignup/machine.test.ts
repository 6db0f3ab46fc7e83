import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SignupState } from '../../../src/rules/customers';
import type { SignupStatus } from '../../../src/rules/schemas/records/signup';
import type { AccountType } from '../../../src/rules/signup';
import { awaitsStaff, postSignupMachine, stepOf } from '../../../src/wizards/postSignup/machine';

const status = (signup_state: SignupState, extra: Partial<SignupStatus> = {}): SignupStatus => ({
  signup_state,
  email_verified: true,
  phone: '+4791234567',
  phone_verified: signup_state !== 'phone_verification_needed',
  account_type: null,
  ...extra,
});

interface Fakes {
  /** Answers of GET auth/signup, one per call (an Error fails it); the last one repeats. */
  loads?: (SignupStatus | Error)[];
  verify?: (code: string) => Promise<SignupStatus>;
  resend?: () => Promise<string>;
  accountType?: (type: AccountType) => Promise<SignupStatus>;
}

/** The machine with fake calls; `calls` records what each was asked. */
function start(fakes: Fakes = {}) {
  const calls = { loads: 0, verify: [] as string[], resend: 0, accountType: [] as AccountType[] };
  const loads = fakes.loads ?? [status('phone_verification_needed')];
  const machine = postSignupMachine.provide({
    actors: {
      loadStatus: fromPromise<SignupStatus, void>(async () => {
        const answer = loads[Math.min(calls.loads++, loads.length - 1)];
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      verifyPhone: fromPromise<SignupStatus, { code: string }>(async ({ input }) => {
        calls.verify.push(input.code);
        return (fakes.verify ?? (async () => status('intent_verification_needed')))(input.code);
      }),
      resendSmsCode: fromPromise<string, void>(async () => {
        calls.resend += 1;
        return (fakes.resend ?? (async () => 'We have sent a code to +47 91 23 45 67.'))();
      }),
      setAccountType: fromPromise<SignupStatus, { accountType: AccountType }>(async ({ input }) => {
        calls.accountType.push(input.accountType);
        return (fakes.accountType ?? (async (type: AccountType) => status('signup_complete', { account_type: type })))(input.accountType);
      }),
    },
  });
  const actor = createActor(machine).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && !snapshot.matches('loading') && !snapshot.matches('routing'));
  return { actor, calls, settled };
}

describe('post-signup wizard machine', () => {
  it('walks a new customer through Mobile verification and Account setup to Done', async () => {
    const { actor, calls, settled } = start();
    await settled();
    expect(stepOf(actor.getSnapshot())).toBe('phone_verification_needed');
    expect(actor.getSnapshot().context.phone).toBe('+4791234567');

    // Verify stays disabled until the code has its six digits.
    actor.send({ type: 'TYPE_CODE', code: '12345' });
    expect(actor.getSnapshot().can({ type: 'VERIFY' })).toBe(false);
    actor.send({ type: 'TYPE_CODE', code: ' 123456 ' });
    actor.send({ type: 'VERIFY' });
    await settled();
    expect(calls.verify).toEqual(['123456']);
    expect(stepOf(actor.getSnapshot())).toBe('intent_verification_needed');
    expect(actor.getSnapshot().context.code).toBe('');

    expect(actor.getSnapshot().can({ type: 'CONTINUE' })).toBe(false);
    actor.send({ type: 'CHOOSE', accountType: 'business' });
    actor.send({ type: 'CONTINUE' });
    await settled();
    expect(calls.accountType).toEqual(['business']);
    expect(stepOf(actor.getSnapshot())).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
    expect(awaitsStaff(actor.getSnapshot().context)).toBe(false);
  });

  it('keeps a refused code’s text on the step, and a resend clears the code and says where it went', async () => {
    const { actor, calls, settled } = start({
      verify: async () => Promise.reject(new Error('The code is not correct. Please check it and try again.')),
    });
    await settled();
    actor.send({ type: 'TYPE_CODE', code: '000000' });
    actor.send({ type: 'VERIFY' });
    await settled();
    expect(actor.getSnapshot().context.error).toBe('The code is not correct. Please check it and try again.');
    expect(stepOf(actor.getSnapshot())).toBe('phone_verification_needed');

    actor.send({ type: 'RESEND' });
    await settled();
    expect(calls.resend).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, notice: 'We have sent a code to +47 91 23 45 67.', code: '' });
  });

  it('shows a refused resend (the hourly limit) as the step’s error', async () => {
    const { actor, settled } = start({
      resend: async () => Promise.reject(new Error('You can ask for 3 codes an hour. Please try again in 42 minutes.')),
    });
    await settled();
    actor.send({ type: 'RESEND' });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ error: 'You can ask for 3 codes an hour. Please try again in 42 minutes.', notice: null });
  });

  it.each([
    ['intent_verification_needed', 'intent_verification_needed', false],
    ['manual_verification_needed', 'done', true],
    ['signup_complete', 'done', false],
  ] as const)('resumes a signup at %s on the %s step', async (state, step, staff) => {
    const { actor, settled } = start({ loads: [status(state)] });
    await settled();
    expect(stepOf(actor.getSnapshot())).toBe(step);
    expect(awaitsStaff(actor.getSnapshot().context)).toBe(staff);
  });

  it('offers Retry when the signup cannot be read, and reads it again', async () => {
    const { actor, calls, settled } = start({ loads: [new Error('Unexpected error'), status('intent_verification_needed')] });
    await settled();
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Unexpected error');
    actor.send({ type: 'RETRY' });
    await settled();
    expect(calls.loads).toBe(2);
    expect(stepOf(actor.getSnapshot())).toBe('intent_verification_needed');
  });

  it('stays on Account setup with the error when saving fails, and ends at Done awaiting staff when the server says so', async () => {
    let fail = true;
    const { actor, settled } = start({
      loads: [status('intent_verification_needed')],
      accountType: async (type) =>
        fail ? Promise.reject(new Error('Unexpected error')) : status('manual_verification_needed', { account_type: type }),
    });
    await settled();
    actor.send({ type: 'CHOOSE', accountType: 'agency' });
    actor.send({ type: 'CONTINUE' });
    await settled();
    expect(actor.getSnapshot().context.error).toBe('Unexpected error');
    expect(stepOf(actor.getSnapshot())).toBe('intent_verification_needed');
    fail = false;
    actor.send({ type: 'CONTINUE' });
    await settled();
    expect(stepOf(actor.getSnapshot())).toBe('done');
    expect(awaitsStaff(actor.getSnapshot().context)).toBe(true);
  });
});
