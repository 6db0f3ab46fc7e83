// Apart from rules/signup.ts: sign-in saves the step, and the sign-in page must not load phone-number metadata.

/**
 * Spec 1 §2 /post-signup: the wizard's steps, in order, named as the signup states they serve;
 * `done` covers signup_complete and manual_verification_needed.
 */
export const POST_SIGNUP_STEPS = ['phone_verification_needed', 'intent_verification_needed', 'done'] as const;
export type PostSignupStep = (typeof POST_SIGNUP_STEPS)[number];

/** The wizard step a signup state is saved as (spec 1 §4); signup_complete has none to resume. */
export function wizardStepOf(state: string): PostSignupStep | null {
  if (state === 'phone_verification_needed' || state === 'intent_verification_needed') return state;
  return state === 'manual_verification_needed' ? 'done' : null;
}
