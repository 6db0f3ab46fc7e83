import LockClockIcon from '@mui/icons-material/LockClockOutlined';
import { sshAccessAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { SshAccessCreate } from './SshAccessCreate';
import { SshAccessList } from './SshAccessList';
import { SshAccessSitePage } from './SshAccessSitePage';

/**
 * Staff's temporary Support access (spec 1 §2): every one at /ssh-access (GET admin/ssh-access), a
 * grant at /ssh-access/create, and one site's entries at /ssh-access/{siteId} (react-admin's edit
 * route, whose id is the site's).
 */
export const sshAccess: ResourceDefinition = {
  name: 'ssh-access',
  list: SshAccessList,
  create: SshAccessCreate,
  edit: SshAccessSitePage,
  icon: LockClockIcon,
  recordRepresentation: 'fingerprint',
  access: sshAccessAccess,
};
