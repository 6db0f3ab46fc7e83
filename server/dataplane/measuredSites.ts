import { HOUR_MS, type MeasuredSite } from './statistics.js';

/**
 * When the metrics are read: `now` by the statistics clock, and `shift`, how far that clock stands
 * from the real one (0 unless STATISTICS_NOW holds it still). Stored moments are read through the
 * same shift, so a site keeps its age: a site created a year ago has a year of metrics before the
 * statistics' now, and one created a moment ago has none, whatever instant the clock is held at.
 */
export interface MetricsTime {
  now: number;
  shift: number;
}

export function metricsTime(clock: () => number, realNow = Date.now()): MetricsTime {
  const now = clock();
  return { now, shift: now - realNow };
}

/** The real moment `time` stands for: what billing terms, which are real, are counted at. */
export const realMoment = (time: MetricsTime) => new Date(time.now - time.shift);

/** A site as stored: its id and when it was created. */
export interface StoredSite {
  id: number;
  createdAt: Date;
}

/** A site's metrics begin at the first whole hour after it was created (the backend counts by the hour). */
export function measuredSite(site: StoredSite, time: MetricsTime): MeasuredSite {
  const created = site.createdAt.getTime() + time.shift;
  return { id: site.id, from: Math.floor(created / HOUR_MS) * HOUR_MS + HOUR_MS, to: time.now };
}

export const measuredSites = (sites: readonly StoredSite[], time: MetricsTime) => sites.map((site) => measuredSite(site, time));
