import { readToken, writeToken } from '../../authProvider/tokenStore';
import { wizardStepOf, type PostSignupStep } from '../../rules/postSignup';

/** Spec 1 §3 client state of the post-signup wizard: its step and the verification state. */
export interface SignupProgress {
  step: PostSignupStep;
  verificationState: string;
}

export const SIGNUP_PROGRESS_KEY = 'signupProgress';

/**
 * Spec 1 §4: an unfinished signup's state is saved as the wizard's current step and as the
 * verification state, and the stored Access-token record follows it. Logging out clears both
 * with the rest of local storage; a finished signup leaves no progress behind.
 */
export function saveSignupProgress(signupState: string, storage: Storage = localStorage) {
  const step = wizardStepOf(signupState);
  if (step) storage.setItem(SIGNUP_PROGRESS_KEY, JSON.stringify({ step, verificationState: signupState } satisfies SignupProgress));
  else storage.removeItem(SIGNUP_PROGRESS_KEY);
  const token = readToken(storage);
  if (token && token.signupState !== signupState) writeToken({ ...token, signupState }, storage);
}

export function readSignupProgress(storage: Storage = localStorage): SignupProgress | null {
  try {
    return JSON.parse(storage.getItem(SIGNUP_PROGRESS_KEY) ?? 'null') as SignupProgress | null;
  } catch {
    return null;
  }
}
