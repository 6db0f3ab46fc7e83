import StorageIcon from '@mui/icons-material/Storage';
import { siteDatabaseAccess } from '../../../rules/resourceAccess';
import type { ResourceDefinition } from '../../types';

/**
 * The databases a site uses (environments/{siteId}/databases, `meta: { siteId }`), listed by the
 * site's Databases page; connecting and disconnecting are calls of the data provider.
 */
export const siteDatabases: ResourceDefinition = {
  name: 'siteDatabases',
  icon: StorageIcon,
  recordRepresentation: 'name',
  access: siteDatabaseAccess,
};
