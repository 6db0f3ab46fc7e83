import LanguageIcon from '@mui/icons-material/Language';
import { domainAccess, siteDomainAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';

/**
 * Every domain the caller may see (GET domains; staff on admin/domains see every account's, with the
 * customer). Shown by the global /domains page (DomainsPage).
 */
export const domains: ResourceDefinition = {
  name: 'domains',
  icon: LanguageIcon,
  recordRepresentation: 'name',
  access: domainAccess,
};

/**
 * The domains of one site (`meta: { siteId }`: environments/{siteId}/domains, one domain read and
 * deleted under it too, see dataProvider/paths.ts). Shown by the site's Domains and domain settings pages.
 */
export const siteDomains: ResourceDefinition = {
  name: 'siteDomains',
  icon: LanguageIcon,
  recordRepresentation: 'name',
  access: siteDomainAccess,
};
