import { PLAN_TERMS } from './plans';
import { PHP_WORKER_DEFAULTS } from './php';
import { DYNAMIC_REQUESTS_MULTIPLIER } from './plans';
import type { Plan } from './schemas/bolt';

/**
 * PHP workers a plan's sites may hold together: its sites at the default 48 each (spec 1 §9: a site
 * has 1 to 512), so only workers raised beyond the default can over-allocate a Bolt.
 */
export const PLAN_PHP_WORKERS = Object.fromEntries(
  Object.entries(PLAN_TERMS).map(([plan, terms]) => [plan, terms.sites * PHP_WORKER_DEFAULTS.max]),
) as Record<Plan, number>;

/** Storage of -1 MB is unlimited (spec 1 §9). */
const UNLIMITED = -1;

/** What is used against what is allowed; `allowed` null is unlimited. */
export interface Allocation {
  used: number;
  allowed: number | null;
  over: boolean;
}

export interface BoltAllocationInput {
  plan: Plan;
  /** A dedicated Bolt's own storage; null takes the plan's. */
  storageQuotaMb: number | null;
  storageUsedMb: number;
  dynamicRequestsUsed: number;
  /** Each site's most PHP workers (null: the default). */
  siteWorkers: (number | null)[];
}

export interface BoltAllocation {
  storageMb: Allocation;
  sites: Allocation;
  dynamicRequests: Allocation;
  phpWorkers: Allocation;
  overAllocated: boolean;
}

const allocation = (used: number, allowed: number | null): Allocation => ({ used, allowed, over: allowed !== null && used > allowed });

/** A Bolt's use of its plan (issue 13 resource allocation): storage, sites, dynamic requests this period, PHP workers. */
export function boltAllocation(bolt: BoltAllocationInput): BoltAllocation {
  const terms = PLAN_TERMS[bolt.plan];
  const quota = bolt.storageQuotaMb ?? terms.storageMb;
  const result = {
    storageMb: allocation(bolt.storageUsedMb, quota === UNLIMITED ? null : quota),
    sites: allocation(bolt.siteWorkers.length, terms.sites),
    dynamicRequests: allocation(bolt.dynamicRequestsUsed, terms.dynamicRequestsMillions * DYNAMIC_REQUESTS_MULTIPLIER),
    phpWorkers: allocation(
      bolt.siteWorkers.reduce<number>((sum, max) => sum + (max ?? PHP_WORKER_DEFAULTS.max), 0),
      PLAN_PHP_WORKERS[bolt.plan],
    ),
  };
  return { ...result, overAllocated: Object.values(result).some((part) => part.over) };
}
