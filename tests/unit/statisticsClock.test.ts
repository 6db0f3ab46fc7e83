import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../server/config';

afterEach(() => {
  vi.useRealTimers();
});

describe('STATISTICS_NOW: the statistics clock', () => {
  it('follows the real clock when unset', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2024, 4, 12, 23, 59, 59));
    const clock = readConfig({}).statisticsClock;
    expect(clock()).toBe(Date.UTC(2024, 4, 12, 23, 59, 59));
    vi.setSystemTime(Date.UTC(2024, 4, 13, 0, 0, 1));
    expect(clock()).toBe(Date.UTC(2024, 4, 13, 0, 0, 1));
  });

  it('stays at the configured instant, whatever the real clock says', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 0, 1));
    const clock = readConfig({ STATISTICS_NOW: '2024-05-12T15:30:00Z' }).statisticsClock;
    expect(clock()).toBe(Date.UTC(2024, 4, 12, 15, 30));
    vi.setSystemTime(Date.UTC(2030, 0, 2));
    expect(clock()).toBe(Date.UTC(2024, 4, 12, 15, 30));
  });

  it.each(['yesterday', '2024-05-12', '2024-05-32T00:00:00Z'])('refuses %s at start', (value) => {
    expect(() => readConfig({ STATISTICS_NOW: value })).toThrow(`STATISTICS_NOW must be an ISO 8601 date-time, not "${value}"`);
  });
});
