/** Quick expiry choices of the block forms; `never` clears the expiry. */
export const EXPIRY_OPTIONS = ['hour', 'day', 'week', 'month', 'never'] as const;
export type ExpiryOption = (typeof EXPIRY_OPTIONS)[number];

const HOUR = 3_600_000;
const LENGTH: Record<Exclude<ExpiryOption, 'never'>, number> = {
  hour: HOUR,
  day: 24 * HOUR,
  week: 7 * 24 * HOUR,
  month: 30 * 24 * HOUR,
};

/** The `expiresAt` an option stands for, counted from `now`: an ISO date-time, or null for never. */
export function expiryFrom(option: ExpiryOption, now = Date.now()): string | null {
  return option === 'never' ? null : new Date(now + LENGTH[option]).toISOString();
}

/** A datetime-local value ("2026-11-21T10:30", local time) as the API's ISO date-time; empty is never. */
export function localToIso(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
