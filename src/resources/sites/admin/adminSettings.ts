import type { AdminSettingsRecord } from '../../../rules/schemas/records/environment';

/** GET admin/environments/{id}/admin-settings attributes: the blocks of spec 1 §2's staff page (requests in millions). */
export type AdminSettings = AdminSettingsRecord['attributes'];

/** Spec 2 §2.1: a missing DNS value is shown as '-'. */
export const dnsValue = (value: string | null | undefined) => (value ? value : '-');

/** The daily bars of the dynamic-requests block, as heights (0..100) relative to the busiest day; a day without a value counts as none. */
export function barHeights(daily: readonly { value: number | null }[]): number[] {
  const values = daily.map((point) => point.value ?? 0);
  const peak = Math.max(0, ...values);
  return values.map((value) => (peak > 0 ? Math.max(2, (value / peak) * 100) : 0));
}
