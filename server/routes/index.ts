import type { FastifyInstance } from 'fastify';
import { accountLinkRoutes } from './accountLinks.js';
import { authRoutes } from './auth.js';
import { autocompleteRoutes } from './autocomplete.js';
import { billingRoutes } from './billing.js';
import { billingPortalRoutes } from './billingPortal.js';
import { boltCreationRoutes } from './boltCreation.js';
import { boltLifecycleRoutes } from './boltLifecycle.js';
import { boltUsageRoutes } from './boltUsage.js';
import { catalogueRoutes } from './catalogue.js';
import { certificateRoutes } from './certificates.js';
import { boltDatabaseRoutes } from './boltDatabases.js';
import { boltMemberRoutes } from './boltMembers.js';
import { countRoutes } from './count.js';
import { cronjobRoutes } from './cronjobs.js';
import { customerRoutes } from './customer.js';
import { dnsRoutes } from './dns.js';
import { domainRoutes } from './domains.js';
import { environmentActionRoutes } from './environmentActions.js';
import { environmentRoutes } from './environments.js';
import { gitRoutes } from './git.js';
import { gitDeployRoutes } from './gitDeploy.js';
import { healthRoutes } from './health.js';
import { invoiceRoutes } from './invoices.js';
import { provisioningRoutes } from './provisioning.js';
import { sandboxRoutes } from './sandbox.js';
import { searchRoutes } from './search.js';
import { securityRoutes } from './security.js';
import { siteAddonRoutes } from './siteAddons.js';
import { siteDatabaseRoutes } from './siteDatabases.js';
import { siteReloadRoutes } from './siteReload.js';
import { siteSecurityRoutes } from './siteSecurity.js';
import { siteSettingsRoutes } from './siteSettings.js';
import { signupRoutes } from './signup.js';
import { sshAccessRoutes } from './sshAccess.js';
import { sshKeyRoutes } from './sshKeys.js';
import { statisticsRoutes } from './statistics.js';
import { transferRoutes } from './transfer.js';
import { userProfileRoutes } from './userProfile.js';
import { accountDeletionRoutes } from './accountDeletion.js';
import { startLearningRoutes } from './startLearning.js';
import { customerUserRoutes } from './customerUsers.js';
import { rebuildSiteRoutes } from './rebuildSites.js';
import { accountRoutes } from './accounts.js';
import { lookupRoutes } from './lookup.js';
import { dynamicRequestRoutes } from './dynamicRequests.js';
import { boltPhpVersionRoutes } from './boltPhpVersions.js';
import { wordpressRoutes } from './wordpress.js';
import { jobRoutes } from './jobs.js';

/** Every route plugin beside the declared resources; one line each. */
export const routePlugins: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  securityRoutes,
  accountLinkRoutes,
  countRoutes,
  transferRoutes,
  boltMemberRoutes,
  environmentRoutes,
  environmentActionRoutes,
  boltDatabaseRoutes,
  statisticsRoutes,
  dynamicRequestRoutes,
  catalogueRoutes,
  boltCreationRoutes,
  boltLifecycleRoutes,
  billingRoutes,
  invoiceRoutes,
  billingPortalRoutes,
  boltUsageRoutes,
  gitRoutes,
  gitDeployRoutes,
  siteDatabaseRoutes,
  cronjobRoutes,
  domainRoutes,
  certificateRoutes,
  dnsRoutes,
  provisioningRoutes,
  autocompleteRoutes,
  searchRoutes,
  siteReloadRoutes,
  siteSettingsRoutes,
  siteSecurityRoutes,
  siteAddonRoutes,
  sshKeyRoutes,
  sshAccessRoutes,
  sandboxRoutes,
  userProfileRoutes,
  accountDeletionRoutes,
  startLearningRoutes,
  customerUserRoutes,
  lookupRoutes,
  signupRoutes,
  customerRoutes,
  rebuildSiteRoutes,
  accountRoutes,
  boltPhpVersionRoutes,
  wordpressRoutes,
  jobRoutes,
];
