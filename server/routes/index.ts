import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.js';
import { boltMemberRoutes } from './boltMembers.js';
import { countRoutes } from './count.js';
import { healthRoutes } from './health.js';
import { transferRoutes } from './transfer.js';

/** Every route plugin beside the declared resources; one line each. */
export const routePlugins: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  countRoutes,
  transferRoutes,
  boltMemberRoutes,
];
