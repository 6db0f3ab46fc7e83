import type { Resolution } from '../../../rules/schemas/statistics';

/** Numbers and dates of the statistics page. The API's buckets are UTC days and hours, so dates are shown in UTC. */
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
// Intl rounds the decimal the share is written as; share * 100 would round 0.8765 down.
const share = new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1234567 -> "1.2M". */
export const compactNumber = (value: number) => compact.format(value);
export const wholeNumber = (value: number) => whole.format(value);
export const decimalNumber = (value: number) => oneDecimal.format(value);
/** 0.8765 -> "87.7%". */
export const percent = (value: number) => share.format(value);

const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const hourLabel = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
const dayTitle = new Intl.DateTimeFormat('en', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const hourTitle = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Axis tick: "May 6" for a day, "13:00" for an hour; midnight names its day, as a period may span two. */
export const bucketLabel = (timestamp: string | Date, resolution: Resolution) => {
  const date = new Date(timestamp);
  return (resolution === 'hour' && date.getUTCHours() !== 0 ? hourLabel : dayLabel).format(date);
};

/** Tooltip heading: "Mon, May 6, 2024" or "May 6, 13:00 UTC". */
export const bucketTitle = (timestamp: string | Date, resolution: Resolution) =>
  resolution === 'hour' ? `${hourTitle.format(new Date(timestamp))} UTC` : dayTitle.format(new Date(timestamp));

/** "May 6, 2024 – May 12, 2024", or one day. */
export const periodText = (from: string, to: string) => {
  const start = longDay.format(new Date(`${from}T00:00:00Z`));
  return from === to ? start : `${start} – ${longDay.format(new Date(`${to}T00:00:00Z`))}`;
};
