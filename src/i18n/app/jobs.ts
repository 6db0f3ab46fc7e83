// The top bar's jobs tray (issue 14). Titles, statuses and failure reasons are the API's.
export const jobs = {
  title: 'Jobs',
  open: 'Jobs',
  openRunning: 'Jobs, %{smart_count} running',
  hint: 'Work running now, and work finished in the last 24 hours.',
  empty: 'No running or recent jobs.',
  loadFailed: 'The jobs could not be loaded.',
  kinds: { certificate: 'Certificate', deploy: 'Git deployment', cdn: 'CDN setup', rebuild: 'Rebuild', wordpress: 'WordPress' },
  actions: { install: 'WordPress install', optimize: 'WordPress optimization', config: 'Configuration rebuild', php: 'PHP rebuild' },
  states: { running: 'Running', done: 'Done', failed: 'Failed' },
  progress: { cdn: 'Step: %{progress}', rebuild: 'Sites: %{progress}' },
  running: '%{title} in progress',
  started: 'Started %{time}',
  finished: 'Finished %{time}',
};
