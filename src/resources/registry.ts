import type { ResourceAccess } from '../rules/access';
import { accounts } from './accounts';
import { activity, auditEvents } from './auditEvents';
import { bolts } from './bolts';
import { certificateOrders, expiringSsl } from './certificateOrders';
import { creditNotes } from './creditNotes';
import { cronjobs, siteCronjobs } from './cronjobs';
import { customers } from './customers';
import { databases } from './databases';
import { siteDatabases } from './databases/site';
import { domains, siteDomains } from './domains';
import { invoices } from './invoices';
import { ipBlocks } from './ipBlocks';
import { lockdown } from './lockdown';
import { orders } from './orders';
import { rebuilds, rebuildSites } from './rebuilds';
import { servers } from './servers';
import { sites } from './sites';
import { siteSshAccess, siteSshKeys, sshKeys } from './sshKeys';
import { sshAccess } from './sshAccess';
import { sshManagement } from './sshManagement';
import type { ResourceDefinition } from './types';
import { userAgentBlocks } from './userAgentBlocks';

/**
 * Every react-admin resource of the panel. Paths, menus and titles come from the route table
 * (src/routes/table.ts), whose routes name these with `resource:`; a resource without list or edit
 * pages only gives the cache and canAccess a name.
 */
export const registry: ResourceDefinition[] = [
  bolts,
  sites,
  lockdown,
  ipBlocks,
  userAgentBlocks,
  servers,
  customers,
  databases,
  siteDatabases,
  cronjobs,
  siteCronjobs,
  sshKeys,
  siteSshKeys,
  siteSshAccess,
  sshAccess,
  sshManagement,
  domains,
  siteDomains,
  orders,
  certificateOrders,
  expiringSsl,
  invoices,
  creditNotes,
  auditEvents,
  activity,
  rebuilds,
  rebuildSites,
  accounts,
];

export const accessOf = (name: string): ResourceAccess | undefined => registry.find((resource) => resource.name === name)?.access;
