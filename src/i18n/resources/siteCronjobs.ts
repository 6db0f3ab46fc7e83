import { cronjobs } from './cronjobs';

// A site's cron jobs (its Cron jobs page); `cronjobs` is the staff server tab's.
export const siteCronjobs = {
  name: cronjobs.name,
  fields: { ...cronjobs.fields, createdAt: 'Added' },
};
