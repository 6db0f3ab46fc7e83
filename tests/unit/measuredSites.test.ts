import { describe, expect, it } from 'vitest';
import { measuredSite, metricsTime } from '../../server/dataplane/measuredSites';
import { sandboxStatistics, type MeasuredSite } from '../../server/dataplane/statistics';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
const dayOf = (iso: string) => Math.floor(at(iso) / DAY);

describe('measuredSite: a site’s metrics begin at the first whole hour after its creation', () => {
  const real = metricsTime(() => at('2024-05-12T15:30:00Z'), at('2024-05-12T15:30:00Z'));

  it('rounds the creation up to the next hour, and runs to now', () => {
    expect(measuredSite({ id: 7, createdAt: new Date('2024-05-12T10:20:00Z') }, real)).toEqual({
      id: 7,
      from: at('2024-05-12T11:00:00Z'),
      to: at('2024-05-12T15:30:00Z'),
    });
    expect(measuredSite({ id: 7, createdAt: new Date('2024-05-12T11:00:00Z') }, real).from).toBe(at('2024-05-12T12:00:00Z'));
  });

  it('keeps a site’s age when the statistics clock is held (STATISTICS_NOW): made a minute ago, it has nothing yet', () => {
    const held = metricsTime(() => at('2024-05-12T15:30:00Z'), at('2026-11-28T16:00:00Z'));
    expect(held).toEqual({ now: at('2024-05-12T15:30:00Z'), shift: at('2024-05-12T15:30:00Z') - at('2026-11-28T16:00:00Z') });
    expect(measuredSite({ id: 7, createdAt: new Date('2026-11-28T15:59:00Z') }, held).from).toBe(at('2024-05-12T16:00:00Z'));
    expect(measuredSite({ id: 7, createdAt: new Date('2025-11-28T16:00:00Z') }, held).from).toBe(at('2023-05-13T16:00:00Z'));
  });
});

describe('the sandbox statistics count a site only from its first hour', () => {
  const always: MeasuredSite = { id: 3, from: 0, to: at('2024-05-12T16:00:00Z') };
  const fromTen: MeasuredSite = { ...always, from: at('2024-05-12T10:00:00Z') };
  const today = { day: dayOf('2024-05-12T00:00:00Z'), hour: null };

  it('has nothing before: no requests, no storage, no TTFB', () => {
    expect(sandboxStatistics.site(fromTen, { day: today.day - 1, hour: null })).toEqual({ dynamicRequests: 0, ttfbMs: null, storageMb: 0 });
    expect(sandboxStatistics.site(fromTen, { day: today.day, hour: 9 })).toEqual({ dynamicRequests: 0, ttfbMs: null, storageMb: 0 });
    expect(sandboxStatistics.site({ ...always, from: at('2024-05-12T17:00:00Z') }, today).dynamicRequests).toBe(0);
  });

  it('counts whole hours from then on as a site that always existed does', () => {
    const hour = { day: today.day, hour: 10 };
    const full = sandboxStatistics.site(always, hour);
    expect(full.dynamicRequests).toBeGreaterThan(0);
    expect(sandboxStatistics.site(fromTen, hour)).toMatchObject({ dynamicRequests: full.dynamicRequests, ttfbMs: full.ttfbMs });
  });

  it('counts the share of its first day it existed in, up to now', () => {
    const full = sandboxStatistics.site(always, today).dynamicRequests;
    // 10:00 to 16:00 of the 16 hours the day has run.
    expect(sandboxStatistics.site(fromTen, today).dynamicRequests).toBe(Math.round(full * (6 / 16)));
  });

  it('lets a new site’s files grow to their usual size over 30 days', () => {
    const sixteenDaysOld: MeasuredSite = { ...always, from: at('2024-04-26T16:00:00Z') };
    const full = sandboxStatistics.site(always, today).storageMb;
    const growing = sandboxStatistics.site(sixteenDaysOld, today).storageMb;
    expect(growing).toBeCloseTo((full * 16) / 30, 0);
    expect(sandboxStatistics.site({ ...always, from: at('2024-03-01T00:00:00Z') }, today).storageMb).toBe(full);
  });
});
