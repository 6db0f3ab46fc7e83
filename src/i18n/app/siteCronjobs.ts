// Spec 2 §2.7 cron jobs; the spec gives the empty text, the rest follows its tone.
export const siteCronjobs = {
  title: 'Cron jobs',
  intro:
    'Cron jobs run a command on this site on a schedule, such as WordPress cron or a nightly import. The schedule has five parts: minute, hour, day of the month, month and day of the week.',
  addTitle: 'Add a cron job',
  add: 'Add cron job',
  editTitle: 'Edit cron job',
  listTitle: 'Scheduled jobs',
  empty: 'No data. Add a cronjob',
  loadFailed: 'The cron jobs could not be loaded.',
  search: 'Search cron jobs',
  noMatch: 'No cron job matches “%{q}”.',
  clearSearch: 'Clear search',
  commandHelp: 'Runs in the site’s home folder, for example php ~/site/public/wp-cron.php',
  activeLabel: 'Active: %{command}',
  deleteTitle: 'Delete cron job',
  deleteText: 'The job “%{command}” will no longer run. Type DELETE to confirm.',
  deleteLabel: 'Type DELETE',
};
