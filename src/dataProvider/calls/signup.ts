import type { z } from 'zod';
import type { UserInfoAttributes } from '../../rules/schemas/records/auth';
import type { SignupStatus } from '../../rules/schemas/records/signup';
import type { signupSchema } from '../../rules/schemas/signup';
import type { AccountType } from '../../rules/signup';
import { writeBody, type CallContext } from './context';

/** What POST auth/signup takes: the signup form's values. */
export type SignupForm = z.input<typeof signupSchema>;

interface StatusBody {
  data: { attributes: SignupStatus };
  meta?: { message?: string };
}

const statusOf = (body: StatusBody) => body.data.attributes;

/** Signup (spec 1 §4, §7): the form, the mailed link, and the post-signup wizard's steps. */
export const signupCalls = (api: CallContext) => ({
  /** Spec 1 §7 POST auth/signup: answers what to tell the person, the same whether or not the address had an account. */
  signUp: async (form: SignupForm) =>
    (await api.sendAsIs<{ meta: { message: string } }>('POST', 'auth/signup', writeBody('signups', form))).meta.message,

  /** POST auth/signup/verify-email with the mailed link's token: signs the new customer in (User-info with the token). */
  verifyEmail: async (token: string) =>
    (
      await api.sendAsIs<{ data: UserInfoAttributes & { token: string } }>(
        'POST',
        'auth/signup/verify-email',
        writeBody('email-verifications', { token }),
      )
    ).data,

  /** GET auth/signup: where the signed-in person's signup stands. */
  signupStatus: async () => statusOf(await api.sendAsIs<StatusBody>('GET', 'auth/signup')),

  /** Spec 1 §7 POST auth/signup/resend-sms-code: a new code by SMS; answers the text saying where it went. */
  resendSmsCode: async () => (await api.sendAsIs<{ meta: { message: string } }>('POST', 'auth/signup/resend-sms-code')).meta.message,

  /** Spec 1 §7 POST auth/signup/verify-phone (body code). */
  verifyPhone: async (code: string) =>
    statusOf(await api.sendAsIs<StatusBody>('POST', 'auth/signup/verify-phone', writeBody('phone-verifications', { code }))),

  /** Spec 1 §7 PUT auth/signup/account-type: what the account is for; answers the signup's new state. */
  setAccountType: async (accountType: AccountType) =>
    statusOf(await api.sendAsIs<StatusBody>('PUT', 'auth/signup/account-type', writeBody('account-types', { accountType }))),
});
