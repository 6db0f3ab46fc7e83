/** Staff's list of customers (spec 1 §2 /customers) and the approval of a manual verification. */

/** Spec 1 §4 signup states, as stored. */
export const SIGNUP_STATES = ['signup_complete', 'phone_verification_needed', 'intent_verification_needed', 'manual_verification_needed'] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];

/** The state of a customer whose signup staff check by hand before they may use the panel. */
export const AWAITING_VERIFICATION: SignupState = 'manual_verification_needed';

/** Texts of the approval; the specs give none, these follow their tone. */
export const approvalMessages = {
  approved: (name: string) => `${name} is verified and can use the panel now.`,
  notAwaiting: 'This customer is not awaiting verification.',
} as const;
