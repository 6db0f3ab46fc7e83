import { DAY_MS, dateOfDay, dayNumber, HOURLY_MAX_DAYS, statisticsQuerySchema, type Resolution } from '../../../rules/schemas/statistics';
import { isBoltId } from '../../../rules/boltId';

/** The period picker's presets, in days ending today (UTC, as the API counts days). */
export const PRESETS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESETS)[number];
/** The API's own default period (STATISTICS_DEFAULT_DAYS), so an untouched page shows what the API would. */
export const DEFAULT_PRESET: PresetDays = 30;

export type PeriodChoice = { kind: 'preset'; days: PresetDays } | { kind: 'custom'; from: string; to: string };

/** A change of the period: a whole choice, or one date of the custom period. */
export type PeriodChange = PeriodChoice | { kind: 'custom-date'; from: string } | { kind: 'custom-date'; to: string };

/** `change` applied to `latest`: one date of a custom period keeps the other date as it stands now. */
export function applyPeriodChange(latest: PeriodChoice, change: PeriodChange): PeriodChoice {
  if (change.kind !== 'custom-date') return change;
  const { kind: _kind, ...date } = change;
  return latest.kind === 'custom' ? { ...latest, ...date } : latest;
}

/** The query of the statistics calls: inclusive YYYY-MM-DD days and a resolution. */
export interface PeriodQuery {
  from: string;
  to: string;
  resolution: Resolution;
}

export type PeriodErrors = Partial<Record<'from' | 'to' | 'resolution', string>>;

const todayNumber = (now: number) => Math.floor(now / DAY_MS);
export const todayOf = (now: number) => dateOfDay(todayNumber(now));

export const daysIn = ({ from, to }: { from: string; to: string }) => dayNumber(to) - dayNumber(from) + 1;

export function presetQuery(days: PresetDays, now: number): PeriodQuery {
  const today = todayNumber(now);
  return { from: dateOfDay(today - days + 1), to: dateOfDay(today), resolution: 'day' };
}

/**
 * A custom period, checked with the API's own schema (its messages, its 366-day limit). Short
 * periods get hourly points, as a day or two of daily points says little.
 */
export function customQuery(from: string, to: string): { query: PeriodQuery } | { errors: PeriodErrors } {
  const days = daysIn({ from, to });
  const resolution: Resolution = days >= 1 && days <= HOURLY_MAX_DAYS ? 'hour' : 'day';
  const result = statisticsQuerySchema().safeParse({ from, to, resolution });
  if (result.success) return { query: { from, to, resolution } };
  const errors: PeriodErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PeriodErrors;
    errors[field] ??= issue.message;
  }
  return { errors };
}

export const queryOf = (choice: PeriodChoice, now: number) =>
  choice.kind === 'preset' ? { query: presetQuery(choice.days, now) } : customQuery(choice.from, choice.to);

/** `?period=7`, or `?from=…&to=…` for a custom period; anything else is the default preset. */
export function choiceFromSearch(search: URLSearchParams): PeriodChoice {
  const from = search.get('from');
  const to = search.get('to');
  if (from !== null && to !== null) return { kind: 'custom', from, to };
  const days = Number(search.get('period'));
  return { kind: 'preset', days: PRESETS.find((preset) => preset === days) ?? DEFAULT_PRESET };
}

/** `?site={envId}` narrows the page to one site; without it the whole Bolt is shown. */
export function siteFromSearch(search: URLSearchParams): number | null {
  const site = search.get('site');
  return site !== null && isBoltId(site) ? Number(site) : null;
}

/** The page's address for a period and scope, so a view can be reloaded and shared. */
export function searchOf(choice: PeriodChoice, site: number | null): URLSearchParams {
  const search = new URLSearchParams();
  if (choice.kind === 'custom') {
    search.set('from', choice.from);
    search.set('to', choice.to);
  } else if (choice.days !== DEFAULT_PRESET) search.set('period', String(choice.days));
  if (site !== null) search.set('site', String(site));
  return search;
}

export const querySearch = ({ from, to, resolution }: PeriodQuery) => new URLSearchParams({ from, to, resolution }).toString();
