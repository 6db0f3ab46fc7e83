import ScheduleIcon from '@mui/icons-material/Schedule';
import { serverCronjobAccess, siteCronjobAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';

/** Cron jobs of a server's sites (admin/cronjobs), read only by the server page's Crons tab. */
export const cronjobs: ResourceDefinition = {
  name: 'cronjobs',
  icon: ScheduleIcon,
  recordRepresentation: 'command',
  access: serverCronjobAccess,
};

/**
 * The cron jobs of one site (`meta: { siteId }` lists environments/{siteId}/cronjobs; one job is
 * created, read, changed and deleted at cronjobs/…, see dataProvider/paths.ts). Shown by the
 * site's Cron jobs page (CronjobsPage).
 */
export const siteCronjobs: ResourceDefinition = {
  name: 'siteCronjobs',
  icon: ScheduleIcon,
  recordRepresentation: 'command',
  access: siteCronjobAccess,
};
