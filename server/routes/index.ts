import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.js';
import { autocompleteRoutes } from './autocomplete.js';
import { billingRoutes } from './billing.js';
import { boltCreationRoutes } from './boltCreation.js';
import { boltLifecycleRoutes } from './boltLifecycle.js';
import { boltUsageRoutes } from './boltUsage.js';
import { catalogueRoutes } from './catalogue.js';
import { certificateRoutes } from './certificates.js';
import { boltDatabaseRoutes } from './boltDatabases.js';
import { boltMemberRoutes } from './boltMembers.js';
import { countRoutes } from './count.js';
import { cronjobRoutes } from './cronjobs.js';
import { dnsRoutes } from './dns.js';
import { domainRoutes } from './domains.js';
import { environmentActionRoutes } from './environmentActions.js';
import { environmentRoutes } from './environments.js';
import { gitRoutes } from './git.js';
import { gitDeployRoutes } from './gitDeploy.js';
import { healthRoutes } from './health.js';
import { provisioningRoutes } from './provisioning.js';
import { siteAddonRoutes } from './siteAddons.js';
import { siteDatabaseRoutes } from './siteDatabases.js';
import { siteReloadRoutes } from './siteReload.js';
import { siteSecurityRoutes } from './siteSecurity.js';
import { siteSettingsRoutes } from './siteSettings.js';
import { sshAccessRoutes } from './sshAccess.js';
import { sshKeyRoutes } from './sshKeys.js';
import { statisticsRoutes } from './statistics.js';
import { transferRoutes } from './transfer.js';

/** Every route plugin beside the declared resources; one line each. */
export const routePlugins: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  countRoutes,
  transferRoutes,
  boltMemberRoutes,
  environmentRoutes,
  environmentActionRoutes,
  boltDatabaseRoutes,
  statisticsRoutes,
  catalogueRoutes,
  boltCreationRoutes,
  boltLifecycleRoutes,
  billingRoutes,
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
  siteReloadRoutes,
  siteSettingsRoutes,
  siteSecurityRoutes,
  siteAddonRoutes,
  sshKeyRoutes,
  sshAccessRoutes,
];
