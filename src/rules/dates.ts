/**
 * The panel's one way of saying when (issue 14): absolute in the user's locale and time zone ("Nov
 * 21, 2026, 6:43 AM", or the date alone), and relative ("3 hours ago") where recency is what
 * matters, with the absolute moment beside it in a tooltip (components/Moment.tsx).
 */
export type MomentKind = 'date' | 'dateTime';

const FORMATS: Record<MomentKind, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

type When = string | number | Date;

/** The moment as the user's locale writes it: a date, or a date and a time. */
export const formatMoment = (value: When, kind: MomentKind = 'dateTime', locale?: string) => new Date(value).toLocaleString(locale, FORMATS[kind]);

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago (or how soon) the moment is from `now`, in its largest whole unit ("2 days ago", "in 3 hours", "now"). */
export function relativeMoment(value: When, now: number, locale?: string): string {
  const diff = new Date(value).getTime() - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms) return format.format(Math.trunc(diff / ms), unit);
  return format.format(0, 'second');
}
