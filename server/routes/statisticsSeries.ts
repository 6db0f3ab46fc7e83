import {
  bucketStart,
  CONTENT_TYPES,
  type Bucket,
  type ContentType,
  type MeasuredSite,
  type SiteSample,
  type StatisticsSource,
} from '../dataplane/statistics.js';
import { DYNAMIC_REQUESTS_MULTIPLIER } from '../../src/rules/plans.js';
import type { StatisticsRange } from '../../src/rules/schemas/statistics.js';

export const SITE_METRICS = ['ttfb', 'storage', 'dynamic-requests'] as const;
export type SiteMetric = (typeof SITE_METRICS)[number];
export const BOLT_METRICS = [...SITE_METRICS, 'content-types', 'cache'] as const;
export type BoltMetric = (typeof BOLT_METRICS)[number];

/**
 * Units the `meta` of each answer names. Dynamic requests come in millions: the panel multiplies
 * by DYNAMIC_REQUESTS_MULTIPLIER (spec 1 §9), as plan allowances are counted in millions too.
 */
export const METRIC_UNITS: Record<BoltMetric, string> = {
  ttfb: 'ms',
  storage: 'MB',
  'dynamic-requests': 'millions',
  'content-types': 'share',
  cache: 'requests',
};

export const inMillions = (requests: number) => Math.round((requests / DYNAMIC_REQUESTS_MULTIPLIER) * 1e6) / 1e6;

/** The buckets of a period; those not begun yet at `now` have no data and are left out. */
export function bucketsOf(range: StatisticsRange, now: number): Bucket[] {
  const buckets: Bucket[] = [];
  for (let day = range.fromDay; day <= range.toDay; day++) {
    const hours = range.resolution === 'hour' ? Array.from({ length: 24 }, (_, h) => h) : [null];
    for (const hour of hours) if (bucketStart({ day, hour }) <= now) buckets.push({ day, hour });
  }
  return buckets;
}

const timestampOf = (bucket: Bucket) => new Date(bucketStart(bucket)).toISOString();
const tenths = (value: number) => Math.round(value * 10) / 10;

/** The request-weighted mean TTFB of the samples that answered (a plain mean if none had requests); null if none did. */
function meanTtfb(samples: readonly SiteSample[]): number | null {
  const answered = samples.filter((s): s is SiteSample & { ttfbMs: number } => s.ttfbMs !== null);
  if (!answered.length) return null;
  const requests = answered.reduce((sum, s) => sum + s.dynamicRequests, 0);
  const weighted = answered.reduce((sum, s) => sum + s.ttfbMs * (requests ? s.dynamicRequests : 1), 0);
  return tenths(weighted / (requests || answered.length));
}

/**
 * One value per bucket over a set of sites (one site, or all of a Bolt's): requests and storage
 * add up; TTFB is the request-weighted mean, null where no site answered.
 */
export function siteSeries(source: StatisticsSource, sites: readonly MeasuredSite[], metric: SiteMetric, buckets: Bucket[]) {
  return buckets.map((bucket) => {
    const samples = sites.map((site) => source.site(site, bucket));
    let value: number | null;
    if (metric === 'dynamic-requests') value = inMillions(samples.reduce((sum, s) => sum + s.dynamicRequests, 0));
    else if (metric === 'storage') value = tenths(samples.reduce((sum, s) => sum + s.storageMb, 0));
    else value = meanTtfb(samples);
    return { timestamp: timestampOf(bucket), value };
  });
}

const dynamicRequestsIn = (source: StatisticsSource, sites: readonly MeasuredSite[], bucket: Bucket) =>
  sites.reduce((sum, site) => sum + source.site(site, bucket).dynamicRequests, 0);

/** Cache outcomes per bucket: the sites' dynamic requests are the Bolt's misses and bypasses. */
export function cacheSeries(source: StatisticsSource, boltId: number, sites: readonly MeasuredSite[], buckets: Bucket[]) {
  return buckets.map((bucket) => ({
    timestamp: timestampOf(bucket),
    ...source.cache(boltId, bucket, dynamicRequestsIn(source, sites, bucket)),
  }));
}

/** Requests of the whole period per content type, and each type's share (4 decimals, summing to 1 give or take rounding). */
export function contentTypeShares(source: StatisticsSource, boltId: number, sites: readonly MeasuredSite[], buckets: Bucket[]) {
  const totals = Object.fromEntries(CONTENT_TYPES.map((type) => [type, 0])) as Record<ContentType, number>;
  for (const bucket of buckets) {
    const { hit, miss, bypass } = source.cache(boltId, bucket, dynamicRequestsIn(source, sites, bucket));
    const split = source.contentTypes(boltId, bucket, hit + miss + bypass);
    for (const type of CONTENT_TYPES) totals[type] += split[type];
  }
  const all = CONTENT_TYPES.reduce((sum, type) => sum + totals[type], 0);
  return CONTENT_TYPES.map((contentType) => ({
    contentType,
    requests: totals[contentType],
    share: all ? Math.round((totals[contentType] / all) * 10_000) / 10_000 : 0,
  }));
}

/** Dynamic requests of some sites over whole days, as a raw count. */
export function dynamicRequestsBetween(source: StatisticsSource, sites: readonly MeasuredSite[], fromDay: number, toDay: number) {
  let total = 0;
  for (let day = fromDay; day <= toDay; day++) total += dynamicRequestsIn(source, sites, { day, hour: null });
  return total;
}

/**
 * Spec 2 §7 GET environments/{id}/statistics, one site's period in three numbers: its dynamic
 * requests in all (millions), its request-weighted mean TTFB (ms; null without days it had
 * metrics in) and its storage on the last day (MB; null without days).
 */
export function siteSummary(source: StatisticsSource, site: MeasuredSite, days: Bucket[]) {
  const samples = days.map((day) => source.site(site, day));
  const last = samples.at(-1);
  return {
    dynamicRequests: inMillions(samples.reduce((sum, s) => sum + s.dynamicRequests, 0)),
    ttfb: meanTtfb(samples),
    storage: last ? tenths(last.storageMb) : null,
  };
}
