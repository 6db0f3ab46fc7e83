import LockIcon from '@mui/icons-material/Lock';
import { lockdownAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { LockdownCreate } from './LockdownCreate';
import { LockdownEdit } from './LockdownEdit';
import { LockdownList } from './LockdownList';

/** Customer lockdown, soft or hard (staff, /lockdown and /lockdown/create; spec 1 §4). */
export const lockdown: ResourceDefinition = {
  name: 'lockdown',
  list: LockdownList,
  create: LockdownCreate,
  edit: LockdownEdit,
  icon: LockIcon,
  recordRepresentation: 'customer',
  access: lockdownAccess,
};
