import { describe, expect, it } from 'vitest';
import { checkSchedule, describeSchedule } from '../../src/rules/cron';
import { CRON_PRESETS, presetOf, scheduleOfPreset } from '../../src/rules/cronPresets';
import { siteCronjobs } from '../../src/i18n/app/siteCronjobs';

describe('cron presets', () => {
  it('offers common schedules, each valid and said in words', () => {
    expect(CRON_PRESETS.map(({ schedule }) => [schedule, describeSchedule(schedule)])).toEqual([
      ['* * * * *', 'Every minute'],
      ['*/5 * * * *', 'Every 5 minutes'],
      ['*/15 * * * *', 'Every 15 minutes'],
      ['*/30 * * * *', 'Every 30 minutes'],
      ['0 * * * *', 'Every hour'],
      ['0 0 * * *', 'At 00:00 every day'],
      ['0 0 * * 0', 'At 00:00 on Sunday'],
      ['0 0 1 * *', 'At 00:00 on day 1 of the month'],
    ]);
    for (const { schedule } of CRON_PRESETS) expect(checkSchedule(schedule)).toMatchObject({ ok: true });
  });

  it('maps each preset to its schedule and back', () => {
    for (const { id, schedule } of CRON_PRESETS) {
      expect(scheduleOfPreset(id)).toBe(schedule);
      expect(presetOf(schedule)).toBe(id);
    }
    expect(scheduleOfPreset('custom')).toBeNull();
    expect(scheduleOfPreset('toString')).toBeNull();
  });

  it('knows a typed schedule as its preset whatever its spacing, and any other as none', () => {
    expect(presetOf('  */15   * * * * ')).toBe('every15Minutes');
    expect(presetOf('0 3 * * *')).toBeNull();
    expect(presetOf('0 0 * * 7')).toBeNull();
    expect(presetOf('')).toBeNull();
    expect(presetOf(null)).toBeNull();
  });

  it('names every preset in the translations', () => {
    for (const { id } of CRON_PRESETS) expect(siteCronjobs.presets[id]).toBeTruthy();
  });
});
