import { normalizeSchedule } from './cron';

/**
 * Common schedules the cron form offers (spec 2 is silent on them): choosing one fills the
 * schedule field, which stays free to edit. Weekly runs on Sunday and monthly on the 1st, both at
 * midnight, as cron's own @weekly and @monthly do.
 */
export const CRON_PRESETS = [
  { id: 'everyMinute', schedule: '* * * * *' },
  { id: 'every5Minutes', schedule: '*/5 * * * *' },
  { id: 'every15Minutes', schedule: '*/15 * * * *' },
  { id: 'every30Minutes', schedule: '*/30 * * * *' },
  { id: 'hourly', schedule: '0 * * * *' },
  { id: 'daily', schedule: '0 0 * * *' },
  { id: 'weekly', schedule: '0 0 * * 0' },
  { id: 'monthly', schedule: '0 0 1 * *' },
] as const;

export type CronPresetId = (typeof CRON_PRESETS)[number]['id'];

/** The preset a typed schedule is, whatever its spacing; null for any other (the chooser says Custom). */
export function presetOf(schedule: unknown): CronPresetId | null {
  if (typeof schedule !== 'string') return null;
  const typed = normalizeSchedule(schedule);
  return CRON_PRESETS.find((preset) => preset.schedule === typed)?.id ?? null;
}

/** The schedule a preset fills in; null for anything that is not a preset's id. */
export const scheduleOfPreset = (id: string): string | null => CRON_PRESETS.find((preset) => preset.id === id)?.schedule ?? null;
