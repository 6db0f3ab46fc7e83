// Site overview, statistics (spec 2 §7 GET environments/{id}/statistics), over the statistics page's default period.
export const siteStatistics = {
  title: 'Statistics',
  period: 'Last %{days} days: %{period}',
  requests: 'Dynamic requests',
  ttfb: 'Mean TTFB',
  storage: 'Storage',
  none: '—',
  open: 'View statistics',
  loadFailed: 'The statistics could not be loaded.',
};
