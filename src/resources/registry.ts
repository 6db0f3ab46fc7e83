import type { ResourceAccess } from '../rules/access';
import { bolts } from './bolts';
import { cronjobs } from './cronjobs';
import { databases } from './databases';
import { ipBlocks } from './ipBlocks';
import { lockdown } from './lockdown';
import { servers } from './servers';
import type { ResourceDefinition } from './types';
import { userAgentBlocks } from './userAgentBlocks';

/**
 * Every resource of the panel, in menu order. Staff menu orders follow the staff routes' order in
 * spec 1 §2 (position × 10), so resources added later slot in between.
 */
export const registry: ResourceDefinition[] = [bolts, lockdown, ipBlocks, userAgentBlocks, servers, databases, cronjobs];

export const accessOf = (name: string): ResourceAccess | undefined =>
  registry.find((resource) => resource.name === name)?.access;
