import { usagePeriod, type Term } from '../../src/rules/billingTerm.js';

/**
 * What a Bolt uses, as the hosting platform's meters would report it. The sandbox makes the
 * figures up from the Bolt's id and the day, so they are the same on every replica and in every
 * test run, change from one day to the next, and do not depend on the plan (usage is what the
 * sites do; the plan only decides what is included).
 */
export interface BoltUsage {
  storageUsedMb: number;
  dynamicRequestsUsed: number;
  period: Term;
}

const DAY_MS = 86_400_000;

/** A number in [0, 1) from integers (FNV-1a with a final mix); no state, no randomness. */
function unit(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash ^= part | 0;
    hash = Math.imul(hash, 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

const dayNumber = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/** Between 0.5 GB and 30.5 GB per Bolt, moving by up to 3% from day to day. */
export function storageUsedMb(boltId: number, now = new Date()): number {
  const base = 512 + unit(boltId, 1) * 30 * 1024;
  return Math.round(base * (0.97 + 0.06 * unit(boltId, 2, dayNumber(now))));
}

/** Requests per day: most Bolts a few ten thousand, a few busy ones up to 150,000. */
function requestsOn(boltId: number, day: number): number {
  const daily = 2_000 + unit(boltId, 3) ** 3 * 150_000;
  return Math.round(daily * (0.8 + 0.4 * unit(boltId, 4, day)));
}

export function boltUsage(bolt: { id: number; createdAt: Date }, now = new Date()): BoltUsage {
  const period = usagePeriod(bolt, now);
  let dynamicRequestsUsed = 0;
  for (let day = dayNumber(period.from); day <= dayNumber(now); day++) dynamicRequestsUsed += requestsOn(bolt.id, day);
  return { storageUsedMb: storageUsedMb(bolt.id, now), dynamicRequestsUsed, period };
}
