import { DYNAMIC_REQUESTS_MULTIPLIER } from '../../../rules/plans';
import type { CachePoint, ContentTypeShare, SeriesPoint as Point } from '../../../rules/schemas/records/statistics';

/** The answers of GET bolts/{id}/statistics/… and environments/{id}/statistics/… */
export type { CachePoint, ContentTypeShare, SeriesPoint as Point } from '../../../rules/schemas/records/statistics';
export { CONTENT_TYPES } from '../../../rules/schemas/statistics';

/** Series of a single site; content types and cache exist only for a whole Bolt. */
export const SITE_METRICS = ['ttfb', 'storage', 'dynamic-requests'] as const;
export const BOLT_METRICS = [...SITE_METRICS, 'content-types', 'cache'] as const;
export type Metric = (typeof BOLT_METRICS)[number];
export const metricsFor = (site: number | null): readonly Metric[] => (site === null ? BOLT_METRICS : SITE_METRICS);

/** What each metric's call answers. */
interface SeriesByMetric {
  ttfb: Point[];
  storage: Point[];
  'dynamic-requests': Point[];
  'content-types': ContentTypeShare[];
  cache: CachePoint[];
}
export type SeriesOf<M extends Metric> = SeriesByMetric[M];

/** Spec 1 §9 storage display: 1024 MB per GB. */
export const MB_PER_GB = 1024;
export const gigabytes = (megabytes: number) => megabytes / MB_PER_GB;

/** The API counts dynamic requests in millions (spec 1 §9 multiplier); people read whole requests. */
export const requestsOf = (millions: number) => Math.round(millions * DYNAMIC_REQUESTS_MULTIPLIER);

export interface Summary {
  average: number;
  min: number;
  max: number;
  total: number;
  /** The value of the last point that has one. */
  latest: number;
  count: number;
}

/** Figures over the points that have a value; null when none has (an empty period). */
export function summaryOf(points: readonly Point[]): Summary | null {
  const values = points.map((point) => point.value).filter((value): value is number => value !== null);
  if (!values.length) return null;
  const total = values.reduce((sum, value) => sum + value, 0);
  return {
    average: total / values.length,
    min: Math.min(...values),
    max: Math.max(...values),
    total,
    latest: values[values.length - 1],
    count: values.length,
  };
}

export interface CacheTotals {
  hit: number;
  miss: number;
  bypass: number;
  total: number;
  /** Share of requests served from cache; null without requests. */
  hitRatio: number | null;
}

export function cacheTotals(points: readonly CachePoint[]): CacheTotals {
  const sum = (key: 'hit' | 'miss' | 'bypass') => points.reduce((total, point) => total + point[key], 0);
  const hit = sum('hit');
  const miss = sum('miss');
  const bypass = sum('bypass');
  const total = hit + miss + bypass;
  return { hit, miss, bypass, total, hitRatio: total ? hit / total : null };
}

/** Slices for the donut, largest first so the legend reads in order of importance; empty types left out. */
export const contentTypeSlices = (types: readonly ContentTypeShare[]) =>
  types.filter((type) => type.requests > 0).sort((a, b) => b.requests - a.requests);

export const totalRequests = (types: readonly ContentTypeShare[]) => types.reduce((sum, type) => sum + type.requests, 0);
