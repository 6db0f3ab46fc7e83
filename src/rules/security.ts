/** Security & Password and the sign-in's second step: error codes and the API's texts (the specs give none). */

/** POST auth/login without a code for a person with MFA on: the sign-in page then asks for one. */
export const MFA_REQUIRED = 'mfa_required';
/** POST auth/login with a wrong or used code; counted as a failed sign-in. */
export const MFA_INVALID = 'mfa_invalid';
/** GET sso/canny on a server without CANNY_SSO_KEY. */
export const FEEDBACK_NOT_CONFIGURED = 'feedback_not_configured';

export const securityMessages = {
  mfaRequired: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  mfaInvalid: 'The code is not valid. Please try again.',
  codeRequired: 'Please enter the 6-digit code from your authenticator app.',
  proofRequired: 'Please enter a code from your authenticator app, a recovery code or your password.',
  proofWrong: 'The code or password is not correct.',
  mfaAlreadyOn: 'Two-step verification is already on.',
  mfaNotOn: 'Two-step verification is not on.',
  mfaSetupMissing: 'Please start the set-up again: scan the new QR code, then enter the code it shows.',
  mfaOn: 'Two-step verification is on. Keep your recovery codes somewhere safe.',
  mfaOff: 'Two-step verification is off.',
  recoveryCodesMade: 'New recovery codes are ready; the old ones no longer work.',
  currentPasswordWrong: 'The current password is not correct.',
  samePassword: 'The new password must differ from the current one.',
  passwordChanged: 'Your password has been changed. Every other session has been signed out.',
  resetRequested: 'If an account uses this email address, we have sent it a link to choose a new password.',
  resetDone: 'Your password has been changed. Please sign in with your new password.',
  resetLinkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  otherSessionsEnded: (count: number) => (count === 1 ? 'Signed out of 1 other session.' : `Signed out of ${count} other sessions.`),
  feedbackNotConfigured: 'Feedback is not configured on this server.',
} as const;
