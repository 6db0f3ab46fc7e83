import LanguageIcon from '@mui/icons-material/Language';
import { siteAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';

/**
 * Sites (the API's environments). Their pages live under their Bolt in the route table
 * (/bolts/{boltId}/environments/…: the list, the create form and each site's pages); this names the
 * resource for react-admin's cache and canAccess.
 */
export const sites: ResourceDefinition = {
  name: 'environments',
  icon: LanguageIcon,
  recordRepresentation: 'title',
  access: siteAccess,
};
