import { z } from 'zod';

/** Query of the statistics calls (spec 1 §7): a period of whole UTC days and a resolution. */
export const STATISTICS_DEFAULT_DAYS = 30;
export const STATISTICS_MAX_DAYS = 366;
/** Hourly points only for short periods, so a chart never gets thousands of points. */
export const HOURLY_MAX_DAYS = 2;
export const RESOLUTIONS = ['day', 'hour'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
/** The content types the requests of a Bolt are counted by, in the order the charts colour them. */
export const CONTENT_TYPES = ['html', 'css', 'js', 'images', 'other'] as const;

export const statisticsMessages = {
  // The specs do not give these texts; they follow the specs' tone.
  date: 'Please enter a valid date (YYYY-MM-DD).',
  order: 'The start date cannot be after the end date.',
  maxDays: `The period cannot be longer than ${STATISTICS_MAX_DAYS} days.`,
  resolution: 'The resolution must be day or hour.',
  hourly: `Hourly resolution is available for periods of up to ${HOURLY_MAX_DAYS} days.`,
} as const;

export const DAY_MS = 86_400_000;
/** Days since 1970-01-01 (UTC) of a YYYY-MM-DD date. */
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface StatisticsRange {
  /** First and last day, inclusive, as days since 1970-01-01. */
  fromDay: number;
  toDay: number;
  resolution: Resolution;
}

/**
 * `from`/`to` are inclusive days; `to` defaults to today and `from` to 30 days ending at `to`.
 * `now` is a parameter so the defaults are testable; the API passes the clock.
 */
export const statisticsQuerySchema = (now: () => number = Date.now) =>
  z
    .object({
      from: z.iso.date(statisticsMessages.date).optional(),
      to: z.iso.date(statisticsMessages.date).optional(),
      resolution: z.enum(RESOLUTIONS, statisticsMessages.resolution).default('day'),
    })
    .transform((query, ctx): StatisticsRange => {
      const toDay = query.to ? dayNumber(query.to) : Math.floor(now() / DAY_MS);
      const fromDay = query.from ? dayNumber(query.from) : toDay - STATISTICS_DEFAULT_DAYS + 1;
      const days = toDay - fromDay + 1;
      if (days < 1) ctx.addIssue({ code: 'custom', message: statisticsMessages.order, path: ['from'] });
      else if (days > STATISTICS_MAX_DAYS) ctx.addIssue({ code: 'custom', message: statisticsMessages.maxDays, path: ['from'] });
      else if (query.resolution === 'hour' && days > HOURLY_MAX_DAYS)
        ctx.addIssue({ code: 'custom', message: statisticsMessages.hourly, path: ['resolution'] });
      return { fromDay, toDay, resolution: query.resolution };
    });
