import { activityResource, auditEventsResource } from './auditEvents.js';
import { boltsResource } from './bolts.js';
import { checkoutsResource } from './checkouts.js';
import { customerUsersResource } from './customerUsers.js';
import { creditNotesResource, invoicesResource } from './invoices.js';
import { ipBlocksResource } from './ipBlocks.js';
import { lockdownsResource } from './lockdowns.js';
import { serverCronjobsResource, serverDatabasesResource } from './serverWorkloads.js';
import { rebuildsResource } from './rebuilds.js';
import { serversResource } from './servers.js';
import { userAgentBlocksResource } from './userAgentBlocks.js';
import type { ResourceDeclaration } from './declaration.js';

/** Every declared resource; `app.ts` gives each to the CRUD factory. */
export const resources: ResourceDeclaration[] = [
  boltsResource,
  ipBlocksResource,
  userAgentBlocksResource,
  lockdownsResource,
  serversResource,
  serverDatabasesResource,
  serverCronjobsResource,
  checkoutsResource,
  invoicesResource,
  creditNotesResource,
  customerUsersResource,
  auditEventsResource,
  activityResource,
  rebuildsResource,
];
