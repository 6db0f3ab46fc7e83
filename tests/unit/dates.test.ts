import { describe, expect, it } from 'vitest';
import { formatMoment, relativeMoment } from '../../src/rules/dates';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('the panel’s one way of saying when', () => {
  it('says a date alone or with its time, in the locale asked for', () => {
    // Midday UTC is 21 November in every time zone.
    expect(formatMoment('2026-11-21T12:00:00Z', 'date', 'en-US')).toBe('Nov 21, 2026');
    expect(formatMoment('2026-11-21T12:00:00Z', 'dateTime', 'en-US')).toMatch(/^Nov 21, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatMoment('2026-11-21T12:00:00Z', 'date', 'nb-NO')).toBe('21. nov. 2026');
  });

  it('says how long ago or how soon in the largest whole unit', () => {
    expect(relativeMoment(NOW - 30_000, NOW, 'en')).toBe('now');
    expect(relativeMoment(NOW - 5 * 60_000, NOW, 'en')).toBe('5 minutes ago');
    expect(relativeMoment(NOW - 3 * 3_600_000, NOW, 'en')).toBe('3 hours ago');
    expect(relativeMoment(NOW - 86_400_000, NOW, 'en')).toBe('yesterday');
    expect(relativeMoment(NOW + 2 * 86_400_000, NOW, 'en')).toBe('in 2 days');
    expect(relativeMoment(NOW - 400 * 86_400_000, NOW, 'en')).toBe('last year');
  });
});
