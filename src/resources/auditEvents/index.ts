import HistoryIcon from '@mui/icons-material/History';
import { activityAccess, auditEventAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { ActivityList } from './ActivityList';
import { AuditEventList } from './AuditEventList';

/** Staff's audit trail of every write (/audit-events). */
export const auditEvents: ResourceDefinition = {
  name: 'audit-events',
  list: AuditEventList,
  icon: HistoryIcon,
  access: auditEventAccess,
};

/** A customer's own account's activity (/activity). */
export const activity: ResourceDefinition = {
  name: 'activity',
  list: ActivityList,
  icon: HistoryIcon,
  access: activityAccess,
};
