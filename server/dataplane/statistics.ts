import { DAY_MS } from '../../src/rules/schemas/statistics.js';

/** One point in time of a statistics series: a whole UTC day, or one hour of it. */
export interface Bucket {
  /** Days since 1970-01-01 (UTC). */
  day: number;
  /** 0-23 for hourly points, null for a whole day. */
  hour: number | null;
}

export const HOUR_MS = 3_600_000;

export const bucketStart = (bucket: Bucket) => bucket.day * DAY_MS + (bucket.hour ?? 0) * HOUR_MS;
const bucketEnd = (bucket: Bucket) => bucketStart(bucket) + (bucket.hour === null ? DAY_MS : HOUR_MS);

/**
 * A site as the metrics backend has it: its metrics begin at `from` (the first whole hour after the
 * site was created) and run up to `to` (now); before `from` the site served nothing and held nothing.
 * Epoch milliseconds, by the statistics clock (measuredSites.ts).
 */
export interface MeasuredSite {
  id: number;
  from: number;
  to: number;
}

/** What the metrics backend knows about one site in one bucket. */
export interface SiteSample {
  /** Requests that reached PHP (not served from cache). */
  dynamicRequests: number;
  /** Null in a bucket the site had no metrics in: nothing was answered. */
  ttfbMs: number | null;
  storageMb: number;
}

export interface CacheSample {
  hit: number;
  miss: number;
  bypass: number;
}

export const CONTENT_TYPES = ['html', 'css', 'js', 'images', 'other'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * The metrics backend (access logs and cache logs of the edge and the hosting servers). A real
 * adapter would query it; the sandbox makes the numbers up, deterministically.
 */
export interface StatisticsSource {
  site(site: MeasuredSite, bucket: Bucket): SiteSample;
  /** A Bolt's cache outcomes; its sites' dynamic requests are the misses and bypasses. */
  cache(boltId: number, bucket: Bucket, dynamicRequests: number): CacheSample;
  /** A Bolt's requests split by content type. */
  contentTypes(boltId: number, bucket: Bucket, requests: number): Record<ContentType, number>;
}

/** murmur3's finaliser over the parts: the same inputs always give the same number in [0, 1). */
function unit(...parts: number[]): number {
  let h = 0x9747b28c;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x5bd1e995);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/** Salts, so each quantity of the same site and day varies on its own. */
const REQUESTS = 1;
const TTFB = 2;
const STORAGE = 3;
const GROWTH = 4;
const PHASE = 5;
const HIT = 6;
const BYPASS = 7;
const MIX = 8;

/** Share of a day's traffic per UTC hour: quiet nights, a peak in the afternoon. */
const DIURNAL = Array.from({ length: 24 }, (_, h) => 0.25 + Math.max(0, Math.sin((Math.PI * (h - 5)) / 19)));
const DIURNAL_SUM = DIURNAL.reduce((a, b) => a + b, 0);
const DIURNAL_MAX = Math.max(...DIURNAL);

/** Storage grows through the year and drops back at a yearly clean-up, from this day on. */
const STORAGE_EPOCH_DAY = 19_000;
const round1 = (value: number) => Math.round(value * 10) / 10;

function siteDay(siteId: number, day: number) {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.72 : 1;
  const season = 1 + 0.12 * Math.sin((day + unit(siteId, PHASE) * 60) / 9.5);
  const baseRequests = 4_000 + unit(siteId, REQUESTS) * 96_000;
  const growth = 0.5 + unit(siteId, GROWTH) * 12;
  const daysIntoYear = (((day - STORAGE_EPOCH_DAY) % 365) + 365) % 365;
  return {
    dynamicRequests: baseRequests * weekend * season * (0.85 + 0.3 * unit(siteId, day, REQUESTS)),
    ttfbMs: (90 + unit(siteId, TTFB) * 260) * (0.88 + 0.24 * unit(siteId, day, TTFB)),
    storageMb: 400 + unit(siteId, STORAGE) * 7_600 + growth * daysIntoYear,
    growth,
  };
}

/** A new site's files grow to their usual size over its first 30 days. */
const STORAGE_RAMP_MS = 30 * DAY_MS;

/**
 * The part of a bucket, as far as it has gone by `to`, that the site had metrics in: all of it for
 * a site older than the bucket, none before the site's first hour.
 */
function measuredShare(site: MeasuredSite, bucket: Bucket): number {
  const start = bucketStart(bucket);
  if (site.from <= start) return 1;
  const end = Math.min(bucketEnd(bucket), site.to);
  return end > site.from ? (end - site.from) / (end - start) : 0;
}

/** How far the site's files have grown towards their usual size by the end of the bucket (or by now). */
const storageGrown = (site: MeasuredSite, bucket: Bucket) =>
  Math.min(1, Math.max(0, (Math.min(bucketEnd(bucket), site.to) - site.from) / STORAGE_RAMP_MS));

/** What a site that has always existed would show in a bucket. */
function fullSample(siteId: number, { day, hour }: Bucket) {
  const daily = siteDay(siteId, day);
  if (hour === null) {
    return {
      dynamicRequests: Math.round(daily.dynamicRequests),
      ttfbMs: round1(daily.ttfbMs),
      storageMb: round1(daily.storageMb),
    };
  }
  // Busy hours are slower: TTFB follows the load a little.
  const load = DIURNAL[hour];
  return {
    dynamicRequests: Math.round(((daily.dynamicRequests * load) / DIURNAL_SUM) * (0.9 + 0.2 * unit(siteId, day, hour, REQUESTS))),
    ttfbMs: round1(daily.ttfbMs * (0.92 + (0.16 * load) / DIURNAL_MAX)),
    storageMb: round1(daily.storageMb + (daily.growth * hour) / 24),
  };
}

export const sandboxStatistics: StatisticsSource = {
  site(site, bucket) {
    const share = measuredShare(site, bucket);
    if (share === 0) return { dynamicRequests: 0, ttfbMs: null, storageMb: 0 };
    const full = fullSample(site.id, bucket);
    return {
      dynamicRequests: Math.round(full.dynamicRequests * share),
      ttfbMs: full.ttfbMs,
      storageMb: round1(full.storageMb * storageGrown(site, bucket)),
    };
  },

  cache(boltId, { day, hour }, dynamicRequests) {
    const hitRatio = 0.55 + 0.35 * unit(boltId, HIT) + 0.05 * (unit(boltId, day, hour ?? 24, HIT) - 0.5);
    const bypass = Math.round(dynamicRequests * (0.03 + 0.07 * unit(boltId, BYPASS)));
    return {
      hit: Math.round((dynamicRequests * hitRatio) / (1 - hitRatio)),
      miss: dynamicRequests - bypass,
      bypass,
    };
  },

  contentTypes(boltId, { day, hour }, requests) {
    const base: Record<ContentType, [number, number]> = {
      html: [0.12, 0.12],
      css: [0.08, 0.07],
      js: [0.15, 0.1],
      images: [0.25, 0.2],
      other: [0.05, 0.08],
    };
    const weights = CONTENT_TYPES.map(
      (type, i) => (base[type][0] + base[type][1] * unit(boltId, MIX, i)) * (0.9 + 0.2 * unit(boltId, day, hour ?? 24, MIX, i)),
    );
    const total = weights.reduce((a, b) => a + b, 0);
    return Object.fromEntries(CONTENT_TYPES.map((type, i) => [type, Math.round((requests * weights[i]) / total)])) as Record<ContentType, number>;
  },
};
