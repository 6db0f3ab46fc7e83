import StorageIcon from '@mui/icons-material/Storage';
import { serverDatabaseAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';

/** A server's databases (admin/databases), read only by the server page's Databases tab. */
export const databases: ResourceDefinition = {
  name: 'databases',
  icon: StorageIcon,
  recordRepresentation: 'name',
  access: serverDatabaseAccess,
};
