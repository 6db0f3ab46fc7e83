// Site overview, WordPress (spec 2 §7 install-wordpress, optimize-wordpress). Toasts and run results are the API's.
export const siteWordpress = {
  title: 'WordPress',
  intro: 'Each action runs on the site’s server and takes a minute or so; this page follows it to its result.',
  actions: { install: 'Install WordPress', optimize: 'Optimize WordPress' },
  explain: {
    install: 'Sets up a fresh WordPress in the site’s web root.',
    optimize: 'Tunes an installation: object cache, autoloaded options and database tables.',
  },
  status: '%{action}: last run',
  none: 'Not run on this site yet.',
  running: { install: 'Installing WordPress…', optimize: 'Optimizing WordPress…' },
  startedAt: 'Started %{time}',
  succeeded: 'Succeeded %{time}',
  failed: 'Failed %{time}',
  loadFailed: 'The WordPress runs could not be loaded.',
};
