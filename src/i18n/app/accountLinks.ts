/** /auth, /sso/canny and /siteredirect: links into the panel from outside it. */
export const accountLinks = {
  signingIn: 'Signing you in…',
  feedbackSigningIn: 'Signing you in to the feedback board…',
  feedbackFailed: 'The feedback board could not be opened.',
  findingSite: 'Looking for %{site}…',
  siteNotFound: 'No site of yours answers to %{site}.',
  noSite: 'The link names no site.',
  toBolts: 'Go to your Bolts',
  toDashboard: 'Go to the dashboard',
};
