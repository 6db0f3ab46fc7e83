import { storageGb, UNLIMITED } from '../../../rules/format';
import type { Usage } from '../billing/types';

export type MeterKey = 'storage' | 'dynamicRequests' | 'sites';

/** One line of the usage card: texts ready to show and how full it is. */
export interface UsageMeter {
  key: MeterKey;
  used: string;
  /** null: unlimited. */
  included: string | null;
  /** 0..100 for the bar; null when unlimited. */
  percent: number | null;
  over: boolean;
}

const count = new Intl.NumberFormat('en');

function meter(key: MeterKey, used: number, included: number, format: (value: number) => string): UsageMeter {
  const unlimited = included === UNLIMITED;
  return {
    key,
    used: format(used),
    included: unlimited ? null : format(included),
    percent: unlimited ? null : included > 0 ? Math.min(100, (used / included) * 100) : 100,
    over: !unlimited && used > included,
  };
}

/** Spec 1 §9 storage display (GB, 2 decimals, at least 0.01); requests and sites as whole numbers. */
export function usageMeters(usage: Usage): UsageMeter[] {
  return [
    meter('storage', usage.storage.usedMb, usage.storage.quotaMb, (mb) => storageGb(mb) ?? ''),
    meter('dynamicRequests', usage.dynamic_requests.used, usage.dynamic_requests.included, (n) => count.format(n)),
    meter('sites', usage.sites.used, usage.sites.included, (n) => count.format(n)),
  ];
}

/** Whole numbers grouped the English way (1,234,567). */
export const formatCount = (value: number) => count.format(Math.round(value));
