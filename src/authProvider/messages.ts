/** Sign-in texts of spec 1 §8. */
export const loginMessages = {
  invalid: 'Invalid email or password. Please try again or reset your password.',
  unsuccessful: 'Authentication unsuccessful',
  unknown: 'Unknown error',
  unreadable: 'Could not read response from the server',
  failed: 'Authentication failed. Please log in again.',
} as const;
