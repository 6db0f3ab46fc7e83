import { describe, expect, it } from 'vitest';
import { lockMs, pausedText } from '../../server/auth/loginThrottle';

const throttle = { maxFailures: 5, windowMs: 15 * 60_000, baseLockMs: 30_000, maxLockMs: 15 * 60_000 };

describe('the per-account sign-in pause', () => {
  it('starts at the fifth failure and doubles up to its maximum', () => {
    expect([1, 4, 5, 6, 7, 9, 10, 11, 1000].map((failures) => lockMs(throttle, failures))).toEqual([
      0, 0, 30_000, 60_000, 120_000, 480_000, 900_000, 900_000, 900_000,
    ]);
  });

  it('says how long to wait in whole minutes', () => {
    expect(pausedText(30_000)).toBe('Too many failed sign-ins for this account. Please try again in 1 minute, or reset your password.');
    expect(pausedText(61_000)).toBe('Too many failed sign-ins for this account. Please try again in 2 minutes, or reset your password.');
  });
});
