import { usagePeriod, type Term } from '../../src/rules/billingTerm.js';
import { DAY_MS } from '../../src/rules/schemas/statistics.js';
import { measuredSites, realMoment, type MetricsTime, type StoredSite } from './measuredSites.js';
import { sandboxStatistics as statistics, type MeasuredSite } from './statistics.js';

/**
 * What a Bolt uses: the sum of what its sites use, read from the same metrics as the statistics
 * pages, so the dashboard, plan and statistics of a Bolt show the same numbers. A site counts from
 * its first hour (measuredSites.ts), so a new Bolt has used nothing yet.
 */
export interface BoltUsage {
  storageUsedMb: number;
  dynamicRequestsUsed: number;
  period: Term;
}

const dayOf = (moment: number) => Math.floor(moment / DAY_MS);

/**
 * The current monthly usage period (allowances are monthly whatever the billing period), a real
 * term, and the days of it the metrics count: from its first to today, by the statistics clock.
 */
export function usageDays(bolt: { createdAt: Date }, time: MetricsTime) {
  const period = usagePeriod(bolt, realMoment(time));
  return { period, fromDay: dayOf(period.from.getTime() + time.shift), today: dayOf(time.now) };
}

const storageOn = (sites: readonly MeasuredSite[], day: number) =>
  sites.reduce((sum, site) => sum + statistics.site(site, { day, hour: null }).storageMb, 0);

/** The storage the Bolt's sites hold today. */
export function storageUsedMb(sites: readonly StoredSite[], time: MetricsTime): number {
  return Math.round(storageOn(measuredSites(sites, time), dayOf(time.now)));
}

/** Storage today and dynamic requests since the start of the current monthly usage period. */
export function boltUsage(bolt: { createdAt: Date }, sites: readonly StoredSite[], time: MetricsTime): BoltUsage {
  const { period, fromDay, today } = usageDays(bolt, time);
  const measured = measuredSites(sites, time);
  let dynamicRequestsUsed = 0;
  for (let day = fromDay; day <= today; day++) {
    for (const site of measured) dynamicRequestsUsed += statistics.site(site, { day, hour: null }).dynamicRequests;
  }
  return { storageUsedMb: Math.round(storageOn(measured, today)), dynamicRequestsUsed, period };
}
