import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.js';
import { billingRoutes } from './billing.js';
import { boltCreationRoutes } from './boltCreation.js';
import { boltLifecycleRoutes } from './boltLifecycle.js';
import { boltUsageRoutes } from './boltUsage.js';
import { catalogueRoutes } from './catalogue.js';
import { boltDatabaseRoutes } from './boltDatabases.js';
import { boltMemberRoutes } from './boltMembers.js';
import { countRoutes } from './count.js';
import { environmentActionRoutes } from './environmentActions.js';
import { environmentRoutes } from './environments.js';
import { healthRoutes } from './health.js';
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
];
