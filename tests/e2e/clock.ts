/**
 * The instant the statistics journeys take as now: the server's statistics clock (STATISTICS_NOW in
 * playwright.config.ts) and the browser's (page.clock). A fixed afternoon, so "the last 7 days",
 * "yesterday" and the points of today are the same on any day, at any hour and however slow the run.
 */
export const STATISTICS_NOW = '2024-05-12T15:30:00.000Z';
