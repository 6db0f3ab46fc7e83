import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { siteSshAccessAccess, siteSshKeyAccess, sshKeyAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';

/**
 * The SSH keys of one's own account (GET/POST ssh-keys, every role on the plain path). Its pages,
 * /ssh-keys and /ssh-keys/{id}, are in the route table (src/routes/table.ts).
 */
export const sshKeys: ResourceDefinition = {
  name: 'ssh-keys',
  icon: KeyIcon,
  recordRepresentation: 'title',
  access: sshKeyAccess,
};

/**
 * The keys given to a site as user keys (GET ssh-keys?environmentId=, `meta: { siteId }`), on the
 * caller's path: staff read and delete a customer's key there. Shown by the site's Access page.
 */
export const siteSshKeys: ResourceDefinition = {
  name: 'siteSshKeys',
  icon: KeyIcon,
  recordRepresentation: 'title',
  access: siteSshKeyAccess,
};

/** A site's SSH access entries (environments/{siteId}/ssh-access, `meta: { siteId }`): site, Support and user keys. */
export const siteSshAccess: ResourceDefinition = {
  name: 'siteSshAccess',
  icon: LockOpenIcon,
  recordRepresentation: 'fingerprint',
  access: siteSshAccessAccess,
};
