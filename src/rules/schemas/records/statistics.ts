import { z } from 'zod';
import { CONTENT_TYPES, RESOLUTIONS } from '../statistics';
import { int, resourceObject } from './document';
import { pointSchema } from './environment';

/** What the numbers are: the metric, its unit (and the multiplier of dynamic requests), the period and the resolution. */
const statisticsMeta = z.strictObject({
  metric: z.string(),
  unit: z.string(),
  multiplier: int.optional(),
  resolution: z.enum(RESOLUTIONS),
  from: z.iso.date(),
  to: z.iso.date(),
});

/** ttfb, storage and dynamic requests: one value per day or hour. */
const series = z.array(pointSchema);
/** cache: the outcomes of the Bolt's requests per day or hour. */
const cacheSeries = z.array(z.strictObject({ timestamp: z.iso.datetime(), hit: int, miss: int, bypass: int }));
/** content-types: the requests of the whole period per content type, and each type's share. */
const contentTypeShares = z.array(z.strictObject({ contentType: z.enum(CONTENT_TYPES), requests: int, share: z.number() }));

/** GET bolts/{id}/statistics/{metric} and environments/{id}/statistics/{metric}: the data of the metric and what it is. */
export const statisticsDocument = z.strictObject({ data: z.union([series, cacheSeries, contentTypeShares]), meta: statisticsMeta });
export type SeriesPoint = z.input<typeof series>[number];
export type CachePoint = z.input<typeof cacheSeries>[number];
export type ContentTypeShare = z.input<typeof contentTypeShares>[number];

/**
 * GET environments/{id}/statistics (spec 2 §7, no metric): a site's period in three numbers, over
 * the same `from`/`to` as the metric calls (default the last 30 days): dynamic requests in all
 * (millions), the request-weighted mean TTFB (ms) and the storage on the period's last day (MB);
 * the last two are null for a period not begun.
 */
export const siteStatisticsRecordSchema = resourceObject('environment-statistics', {
  from: z.iso.date(),
  to: z.iso.date(),
  dynamicRequests: z.number(),
  ttfb: z.number().nullable(),
  storage: z.number().nullable(),
});
export const siteStatisticsDocument = z.strictObject({
  data: siteStatisticsRecordSchema,
  meta: z.strictObject({
    units: z.strictObject({ dynamicRequests: z.literal('millions'), ttfb: z.literal('ms'), storage: z.literal('MB') }),
    multiplier: int,
  }),
});
export type SiteStatistics = z.input<typeof siteStatisticsRecordSchema>;
