import { describe, expect, it } from 'vitest';
import { currentTerm, usagePeriod } from '../../src/rules/billingTerm';

const created = new Date('2026-03-10T08:00:00Z');
const now = new Date('2026-03-15T12:00:00Z');

describe('a Bolt’s periods', () => {
  it('gives a free test one period, its trial, on the dashboard (usage) and the plan page (term)', () => {
    const trial = { createdAt: created, billingPeriod: 'monthly' as const, trialEndsAt: new Date('2026-03-24T08:00:00Z') };
    expect(usagePeriod(trial, now)).toEqual(currentTerm(trial, now));
    expect(usagePeriod(trial, now)).toEqual({ from: created, to: trial.trialEndsAt });
  });

  it('counts a paid Bolt’s usage by the month, also when it is billed by the year', () => {
    const annual = { createdAt: created, billingPeriod: 'annual' as const, trialEndsAt: null };
    expect(usagePeriod(annual, now)).toEqual({ from: created, to: new Date('2026-04-10T08:00:00Z') });
    expect(currentTerm(annual, now)).toEqual({ from: created, to: new Date('2027-03-10T08:00:00Z') });
  });
});
