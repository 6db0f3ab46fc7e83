import { usagePeriod, type Term } from '../../src/rules/billingTerm.js';
import { DAY_MS } from '../../src/rules/schemas/statistics.js';
import { sandboxStatistics as statistics } from './statistics.js';

/**
 * What a Bolt uses: the sum of what its sites use, read from the same metrics as the statistics
 * pages, so the dashboard, plan and statistics of a Bolt show the same numbers.
 */
export interface BoltUsage {
  storageUsedMb: number;
  dynamicRequestsUsed: number;
  period: Term;
}

const dayOf = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/** The storage the Bolt's sites hold today. */
export function storageUsedMb(siteIds: readonly number[], now = new Date()): number {
  const day = dayOf(now);
  return Math.round(siteIds.reduce((sum, id) => sum + statistics.site(id, { day, hour: null }).storageMb, 0));
}

/** Storage today and dynamic requests since the start of the current monthly usage period. */
export function boltUsage(bolt: { createdAt: Date }, siteIds: readonly number[], now = new Date()): BoltUsage {
  const period = usagePeriod(bolt, now);
  let dynamicRequestsUsed = 0;
  for (let day = dayOf(period.from); day <= dayOf(now); day++) {
    for (const id of siteIds) dynamicRequestsUsed += statistics.site(id, { day, hour: null }).dynamicRequests;
  }
  return { storageUsedMb: storageUsedMb(siteIds, now), dynamicRequestsUsed, period };
}
