export const sitePhp = {
  title: 'PHP settings',
  save: 'Save',
  legacy: 'This is a legacy site: its PHP settings cannot be changed here. Please contact support.',
  version: {
    title: 'PHP version',
    Legacy: 'Legacy',
    Beta: 'Beta',
    confirmTitle: 'Change the PHP version?',
    confirmText: 'The site will run on PHP %{version}. The extensions you have enabled are enabled again where that version has them.',
    confirm: 'Change version',
  },
  memory: {
    title: 'Memory limit',
    planMax: 'Your plan includes up to %{size} MB.',
  },
  timezone: {
    title: 'Timezone',
    label: 'Timezone',
  },
  extensions: {
    title: 'Optional modules',
    help: 'Enable all leaves ast, grpc, ioncube and ftp off; switch those on one by one.',
    enableAll: 'Enable all',
    disableAll: 'Disable all',
    cliOnly: 'CLI only',
  },
  errorLog: {
    title: 'PHP error log',
    help: 'Write this site’s PHP errors to a log of its own.',
    label: 'Separate error log',
  },
  workers: {
    title: 'PHP workers',
    max: 'Max workers',
    maxSystem: 'System workers',
    maxCron: 'Cron workers',
    maxIdle: 'Idle workers',
    nice: 'Nice',
    maxRequests: 'Max requests per worker',
  },
};
