/** /reset-password: asking for a link, then choosing a new password from it. */
export const passwordReset = {
  requestTitle: 'Reset your password',
  requestText: 'Enter the email address of your account. We will send you a link to choose a new password.',
  email: 'Email',
  send: 'Send link',
  sentHint: 'No mail? Check the spam folder, or ask again in a few minutes.',
  newTitle: 'Choose a new password',
  newText: 'A few unrelated words make a strong password. Setting it signs your account out everywhere; then sign in with it.',
  password: 'New password',
  confirm: 'Repeat the new password',
  hint: 'At least 12 characters.',
  save: 'Set new password',
  askAgain: 'Ask for a new link',
  backToLogin: 'Back to sign-in',
};
