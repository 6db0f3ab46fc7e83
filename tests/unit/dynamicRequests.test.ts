import { describe, expect, it } from 'vitest';
import { formatMillions, formatShare, periodAllowance, shareOfAllowance } from '../../src/rules/dynamicRequests';

describe('dynamic requests against the plan’s allowance', () => {
  it('gives a period its share of the monthly allowance, in millions', () => {
    expect(periodAllowance('business', 'month')).toBe(3);
    expect(periodAllowance('business', 'week')).toBe(0.7);
    expect(periodAllowance('enterprise', 'day')).toBe(1);
    expect(periodAllowance('pro', 'week')).toBe(0.233333);
  });

  it('says the share used, over 1 when past the allowance', () => {
    expect(shareOfAllowance(1.5, 3)).toBe(0.5);
    expect(shareOfAllowance(4.56789, 3)).toBe(1.5226);
    expect(shareOfAllowance(1, 0)).toBe(0);
  });

  it('formats millions and shares as the overview shows them', () => {
    expect(formatMillions(2.41749)).toBe('2.417');
    expect(formatMillions(12)).toBe('12');
    expect(formatShare(1.2261)).toBe('123%');
  });
});
