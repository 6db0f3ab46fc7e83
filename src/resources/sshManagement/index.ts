import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { sshManagementAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { SshManagementCreate } from './SshManagementCreate';
import { SshManagementList } from './SshManagementList';

/**
 * The provider's Support SSH keys, which staff grant temporary access with (spec 1 §2
 * /ssh-management, admin only): the SSH keys of the admins' own account, on the plain ssh-keys path.
 */
export const sshManagement: ResourceDefinition = {
  name: 'ssh-management',
  list: SshManagementList,
  create: SshManagementCreate,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'title',
  access: sshManagementAccess,
};
