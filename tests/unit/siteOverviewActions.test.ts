import { describe, expect, it } from 'vitest';
import type { WordpressRun } from '../../src/dataProvider/calls/wordpress';
import { choiceFromSearch, siteFromSearch } from '../../src/resources/bolts/statistics/period';
import { siteStatisticsFigures, siteStatisticsPath, siteStatisticsQuery } from '../../src/resources/sites/overview/siteStatistics';
import { isRunning, runFace, wordpressPollMs } from '../../src/resources/sites/overview/wordpressRuns';
import { WORDPRESS_POLL_MS } from '../../src/rules/wordpress';

const run = (overrides: Partial<WordpressRun>): WordpressRun => ({
  action: 'install',
  status: 'running',
  message: null,
  startedAt: '2024-05-12T15:30:00.000Z',
  finishedAt: null,
  ...overrides,
});

describe('WordPress runs on the site overview (spec 2 §7 install-wordpress, optimize-wordpress)', () => {
  it('show an action never run as such', () => {
    expect(runFace(undefined, 'install')).toEqual({ state: 'none' });
    expect(runFace([run({ action: 'optimize' })], 'install')).toEqual({ state: 'none' });
  });

  it('show a running run with its start, a finished one with its end and the server’s message', () => {
    expect(runFace([run({})], 'install')).toEqual({ state: 'running', at: new Date('2024-05-12T15:30:00.000Z'), message: null });
    const done = run({ status: 'failed', message: 'wp core install failed', finishedAt: '2024-05-12T15:31:10.000Z' });
    expect(runFace([run({ action: 'optimize', status: 'succeeded' }), done], 'install')).toEqual({
      state: 'failed',
      at: new Date('2024-05-12T15:31:10.000Z'),
      message: 'wp core install failed',
    });
  });

  it('are read again every WORDPRESS_POLL_MS only while one runs', () => {
    expect(wordpressPollMs(undefined)).toBe(false);
    expect(wordpressPollMs([])).toBe(false);
    expect(wordpressPollMs([run({ status: 'succeeded', finishedAt: '2024-05-12T15:31:00.000Z' })])).toBe(false);
    expect(wordpressPollMs([run({ status: 'succeeded' }), run({ action: 'optimize' })])).toBe(WORDPRESS_POLL_MS);
    expect(isRunning([run({ action: 'optimize' })])).toBe(true);
    expect(isRunning([run({ status: 'failed' })])).toBe(false);
  });
});

describe('site statistics on the overview (spec 2 §7 GET environments/{id}/statistics)', () => {
  it('cover the statistics page’s default period: the last 30 days, today included (UTC)', () => {
    expect(siteStatisticsQuery(Date.parse('2024-05-12T15:30:00.000Z'))).toEqual({ from: '2024-04-13', to: '2024-05-12', resolution: 'day' });
    expect(siteStatisticsQuery(Date.parse('2024-05-12T23:59:59.000Z')).to).toBe('2024-05-12');
  });

  it('link to the Bolt’s statistics page narrowed to the site, over that period', () => {
    const path = siteStatisticsPath('1', '7');
    expect(path).toBe('/bolts/1/statistics?site=7');
    const search = new URLSearchParams(path.split('?')[1]);
    expect(choiceFromSearch(search)).toEqual({ kind: 'preset', days: 30 });
    expect(siteFromSearch(search)).toBe(7);
  });

  it('write the numbers as the statistics page does, with none for a period not begun', () => {
    const period = { from: '2024-04-13', to: '2024-05-12' };
    expect(siteStatisticsFigures({ ...period, dynamicRequests: 1.23456, ttfb: 123.45, storage: 2048 })).toEqual({
      requests: '1.2M',
      ttfbMs: '123.5',
      storageGb: '2.00',
    });
    expect(siteStatisticsFigures({ ...period, dynamicRequests: 0, ttfb: null, storage: null })).toEqual({
      requests: '0',
      ttfbMs: null,
      storageGb: null,
    });
  });
});
