import type { Resolution } from '../../../rules/schemas/statistics';
import { bucketLabel, bucketTitle } from './format';

/**
 * The time axis of a series: one category per bucket (bars need bands, lines points), ticks as
 * "May 6" or "13:00" and tooltips with the full date, all in UTC like the API's buckets.
 */
export function timeAxis(timestamps: readonly string[], resolution: Resolution, scaleType: 'band' | 'point') {
  return {
    scaleType,
    data: timestamps.map((timestamp) => new Date(timestamp)),
    valueFormatter: (value: Date, context: { location: string }) =>
      context.location === 'tick' ? bucketLabel(value, resolution) : bucketTitle(value, resolution),
  };
}
