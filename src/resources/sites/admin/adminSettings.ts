import type { SiteUsage } from '../siteUsage';

/** GET admin/environments/{id}/admin-settings attributes: the blocks of spec 1 §2's staff page. */
export interface AdminSettings {
  configurations: Record<string, unknown> & { server?: string | null };
  logs: { accessLog: string; errorLog: string; phpErrorLog: string };
  dns: { a: string | null; aaaa: string | null; cname: string | null };
  usage: SiteUsage;
  domains: { name?: string; id?: string | number }[];
  /** Requests in millions: the 30-day total and one point per day. */
  dynamicRequests: { last30Days: number; daily: { timestamp: string; value: number }[] };
}

/** Spec 2 §2.1: a missing DNS value is shown as '-'. */
export const dnsValue = (value: string | null | undefined) => (value ? value : '-');

/** The daily bars of the dynamic-requests block, as heights (0..100) relative to the busiest day. */
export function barHeights(daily: readonly { value: number }[]): number[] {
  const peak = Math.max(0, ...daily.map((point) => point.value));
  return daily.map((point) => (peak > 0 ? Math.max(2, (point.value / peak) * 100) : 0));
}
