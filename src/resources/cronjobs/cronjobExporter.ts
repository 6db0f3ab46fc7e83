import { defaultExporter, type Exporter } from 'react-admin';
import type { Cronjob } from '../../rules/schemas/records/cronjob';

/** A site's cron jobs as CSV (cron-jobs-site-{id}.csv): what each runs, when, and how it reports. */
export const cronjobExporter =
  (siteId: string): Exporter<Cronjob> =>
  (jobs, fetchRelated, dataProvider) =>
    defaultExporter(
      jobs.map(({ id, schedule, description, command, comment, notifications, active }) => ({
        id,
        schedule,
        description,
        command,
        comment,
        notifications,
        active,
      })),
      fetchRelated,
      dataProvider,
      `cron-jobs-site-${siteId}`,
    );
