import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketTitle, compactNumber, percent, periodText } from '../../src/resources/bolts/statistics/format';
import {
  applyPeriodChange,
  choiceFromSearch,
  customQuery,
  daysIn,
  presetQuery,
  queryOf,
  querySearch,
  searchOf,
  siteFromSearch,
  todayOf,
} from '../../src/resources/bolts/statistics/period';
import {
  cacheTotals,
  contentTypeSlices,
  gigabytes,
  metricsFor,
  requestsOf,
  summaryOf,
  totalRequests,
} from '../../src/resources/bolts/statistics/series';

/** 2024-05-12T15:30:00Z */
const NOW = Date.UTC(2024, 4, 12, 15, 30);

describe('periods', () => {
  it('applies one date of a custom period to the latest period, keeping the other date as it stands', () => {
    const typedFrom = applyPeriodChange({ kind: 'custom', from: '2024-05-06', to: '2024-05-12' }, { kind: 'custom-date', from: '2024-05-11' });
    expect(typedFrom).toEqual({ kind: 'custom', from: '2024-05-11', to: '2024-05-12' });
    expect(applyPeriodChange(typedFrom, { kind: 'custom-date', to: '2024-05-11' })).toEqual({ kind: 'custom', from: '2024-05-11', to: '2024-05-11' });
    expect(applyPeriodChange(typedFrom, { kind: 'preset', days: 7 })).toEqual({ kind: 'preset', days: 7 });
  });

  it('ends presets today (UTC) with daily points', () => {
    expect(todayOf(NOW)).toBe('2024-05-12');
    expect(presetQuery(7, NOW)).toEqual({ from: '2024-05-06', to: '2024-05-12', resolution: 'day' });
    expect(presetQuery(30, NOW)).toEqual({ from: '2024-04-13', to: '2024-05-12', resolution: 'day' });
    expect(daysIn(presetQuery(90, NOW))).toBe(90);
  });

  it('gives custom periods of up to 2 days hourly points', () => {
    expect(customQuery('2024-05-12', '2024-05-12')).toEqual({ query: { from: '2024-05-12', to: '2024-05-12', resolution: 'hour' } });
    expect(customQuery('2024-05-11', '2024-05-12')).toEqual({ query: { from: '2024-05-11', to: '2024-05-12', resolution: 'hour' } });
    expect(customQuery('2024-05-10', '2024-05-12')).toEqual({ query: { from: '2024-05-10', to: '2024-05-12', resolution: 'day' } });
    expect(customQuery('2023-05-01', '2024-04-30')).toEqual({ query: { from: '2023-05-01', to: '2024-04-30', resolution: 'day' } });
  });

  it.each([
    ['', '2024-05-12', { from: 'Please enter a valid date (YYYY-MM-DD).' }],
    ['2024-05-12', '2024-02-30', { to: 'Please enter a valid date (YYYY-MM-DD).' }],
    ['2024-05-12', '2024-05-06', { from: 'The start date cannot be after the end date.' }],
    ['2023-05-01', '2024-05-01', { from: 'The period cannot be longer than 366 days.' }],
  ])('refuses %j to %j with the API’s message', (from, to, errors) => {
    expect(customQuery(from, to)).toEqual({ errors });
  });

  it('reads and writes the page address', () => {
    expect(choiceFromSearch(new URLSearchParams())).toEqual({ kind: 'preset', days: 30 });
    expect(choiceFromSearch(new URLSearchParams('period=7'))).toEqual({ kind: 'preset', days: 7 });
    expect(choiceFromSearch(new URLSearchParams('period=12'))).toEqual({ kind: 'preset', days: 30 });
    expect(choiceFromSearch(new URLSearchParams('from=2024-05-01&to=2024-05-02'))).toEqual({ kind: 'custom', from: '2024-05-01', to: '2024-05-02' });
    expect(siteFromSearch(new URLSearchParams('site=4'))).toBe(4);
    expect(siteFromSearch(new URLSearchParams('site=0'))).toBeNull();
    expect(siteFromSearch(new URLSearchParams('site=x'))).toBeNull();
    expect(searchOf({ kind: 'preset', days: 30 }, null).toString()).toBe('');
    expect(searchOf({ kind: 'preset', days: 90 }, 3).toString()).toBe('period=90&site=3');
    expect(searchOf({ kind: 'custom', from: '2024-05-01', to: '2024-05-02' }, null).toString()).toBe('from=2024-05-01&to=2024-05-02');
  });

  it('turns a choice into the API query', () => {
    expect(queryOf({ kind: 'preset', days: 7 }, NOW)).toEqual({ query: presetQuery(7, NOW) });
    expect(querySearch(presetQuery(7, NOW))).toBe('from=2024-05-06&to=2024-05-12&resolution=day');
  });
});

describe('series', () => {
  const points = [
    { timestamp: '2024-05-06T00:00:00.000Z', value: 100 },
    { timestamp: '2024-05-07T00:00:00.000Z', value: null },
    { timestamp: '2024-05-08T00:00:00.000Z', value: 300 },
  ];

  it('sums up the points that have a value', () => {
    expect(summaryOf(points)).toEqual({ average: 200, min: 100, max: 300, total: 400, latest: 300, count: 2 });
    expect(summaryOf([])).toBeNull();
    expect(summaryOf([{ timestamp: 'x', value: null }])).toBeNull();
  });

  it('converts the API’s units: millions of requests, megabytes', () => {
    expect(requestsOf(0.254321)).toBe(254_321);
    expect(requestsOf(1.5)).toBe(1_500_000);
    expect(gigabytes(2048)).toBe(2);
  });

  it('shows content types and cache only for a whole Bolt', () => {
    expect(metricsFor(null)).toEqual(['ttfb', 'storage', 'dynamic-requests', 'content-types', 'cache']);
    expect(metricsFor(4)).toEqual(['ttfb', 'storage', 'dynamic-requests']);
  });

  it('adds up cache outcomes with the hit ratio', () => {
    expect(
      cacheTotals([
        { timestamp: 'a', hit: 80, miss: 15, bypass: 5 },
        { timestamp: 'b', hit: 100, miss: 0, bypass: 0 },
      ]),
    ).toEqual({ hit: 180, miss: 15, bypass: 5, total: 200, hitRatio: 0.9 });
    expect(cacheTotals([]).hitRatio).toBeNull();
  });

  it('orders content types largest first and leaves out empty ones', () => {
    const types = [
      { contentType: 'html' as const, requests: 10, share: 0.1 },
      { contentType: 'images' as const, requests: 60, share: 0.6 },
      { contentType: 'css' as const, requests: 0, share: 0 },
      { contentType: 'js' as const, requests: 30, share: 0.3 },
    ];
    expect(contentTypeSlices(types).map((type) => type.contentType)).toEqual(['images', 'js', 'html']);
    expect(totalRequests(types)).toBe(100);
  });
});

describe('formats', () => {
  it('formats numbers compactly and shares as percentages', () => {
    expect(compactNumber(1_234_567)).toBe('1.2M');
    expect(compactNumber(254_321)).toBe('254.3K');
    expect(compactNumber(950)).toBe('950');
    expect(percent(0.8765)).toBe('87.7%');
  });

  it('labels buckets in UTC', () => {
    expect(bucketLabel('2024-05-06T00:00:00.000Z', 'day')).toBe('May 6');
    expect(bucketLabel('2024-05-06T13:00:00.000Z', 'hour')).toBe('13:00');
    expect(bucketLabel('2024-05-07T00:00:00.000Z', 'hour')).toBe('May 7');
    expect(bucketTitle('2024-05-06T00:00:00.000Z', 'day')).toBe('Mon, May 6, 2024');
    expect(bucketTitle('2024-05-06T13:00:00.000Z', 'hour')).toBe('May 6, 13:00 UTC');
    expect(periodText('2024-05-06', '2024-05-12')).toBe('May 6, 2024 – May 12, 2024');
    expect(periodText('2024-05-06', '2024-05-06')).toBe('May 6, 2024');
  });
});
