import { z } from 'zod';
import { CONTENT_TYPES, RESOLUTIONS } from '../statistics';
import { int } from './document';
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
