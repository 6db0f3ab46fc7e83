export const notAvailable = {
  text: 'This page is not available yet.',
  hint: 'It is part of the control panel and arrives in a coming release.',
  back: 'Go to the dashboard',
  signIn: 'Go to sign in',
};
