import { storageGb } from '../../../rules/format';
import type { SiteStatistics } from '../../../rules/schemas/records/statistics';
import { compactNumber, decimalNumber } from '../../bolts/statistics/format';
import { DEFAULT_PRESET, presetQuery, searchOf } from '../../bolts/statistics/period';
import { requestsFromMillions } from '../siteFacts';

/**
 * The overview's statistics are the statistics page's untouched period (its default preset, the
 * last 30 days ending today), so its link opens the same numbers as charts.
 */
export const siteStatisticsQuery = (now: number) => presetQuery(DEFAULT_PRESET, now);

/** The Bolt's statistics page narrowed to the site, over that same period. */
export const siteStatisticsPath = (boltId: number | string, envId: number | string) =>
  `/bolts/${boltId}/statistics?${searchOf({ kind: 'preset', days: DEFAULT_PRESET }, Number(envId))}`;

/**
 * The three numbers as the statistics page writes them: requests compact ("1.2M"), TTFB in ms with
 * one decimal, storage in GB (spec 1 §9). TTFB and storage are null for a period not begun.
 */
export const siteStatisticsFigures = (statistics: SiteStatistics['attributes']) => ({
  requests: compactNumber(requestsFromMillions(statistics.dynamicRequests)),
  ttfbMs: statistics.ttfb === null ? null : decimalNumber(statistics.ttfb),
  storageGb: statistics.storage === null ? null : storageGb(statistics.storage),
});
