export const version = {
  available: 'A new version is available. Click here to reload.',
};
