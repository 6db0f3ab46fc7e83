import ScheduleIcon from '@mui/icons-material/Schedule';
import { serverCronjobAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';

/** Cron jobs of a server's sites (admin/cronjobs), read only by the server page's Crons tab. */
export const cronjobs: ResourceDefinition = {
  name: 'cronjobs',
  icon: ScheduleIcon,
  recordRepresentation: 'command',
  access: serverCronjobAccess,
};
