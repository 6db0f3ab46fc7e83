// Bolt pages (databases, statistics): texts they share.
export const boltPages = {
  retry: 'Retry',
};
