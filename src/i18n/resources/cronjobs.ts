export const cronjobs = {
  name: 'Cron job |||| Cron jobs',
  fields: {
    command: 'Command',
    schedule: 'Schedule',
    comment: 'Comment',
    notifications: 'Notifications',
    active: 'Active',
    environment: 'Site',
    bolt: 'Bolt',
  },
  // Spec 1 §9's cron output notification levels.
  levels: { all: 'All output', errors: 'Errors only', none: 'None' },
};
