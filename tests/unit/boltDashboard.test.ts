import { describe, expect, it } from 'vitest';
import { planSummary } from '../../src/resources/bolts/dashboard/planSummary';
import { usageMeters } from '../../src/resources/bolts/dashboard/usage';
import { canConfirmDeletion, cancelImmediately, leavesBolt } from '../../src/resources/bolts/deletion/deletion';

describe('Bolt deletion choice (spec 1 §4)', () => {
  it('maps the choice to cancelImmediately', () => {
    expect(cancelImmediately('immediately')).toBe('1');
    expect(cancelImmediately('endOfTerm')).toBe('0');
  });

  it('asks for the Bolt’s exact name only to delete at once', () => {
    expect(canConfirmDeletion('endOfTerm', '', 'Acme shop')).toBe(true);
    expect(canConfirmDeletion('immediately', '', 'Acme shop')).toBe(false);
    expect(canConfirmDeletion('immediately', 'acme shop', 'Acme shop')).toBe(false);
    expect(canConfirmDeletion('immediately', 'Acme shop', 'Acme shop')).toBe(true);
  });

  it('leaves the Bolt only when it is gone', () => {
    expect(leavesBolt('immediately')).toBe(true);
    expect(leavesBolt('endOfTerm')).toBe(false);
  });
});

describe('Bolt usage meters', () => {
  const usage = {
    storage: { usedMb: 30919, quotaMb: 25600 },
    dynamic_requests: { used: 520947, included: 3_000_000 },
    billing_period: { from: '2026-11-17T06:38:38.589Z', to: '2026-12-17T06:38:38.589Z' },
    sites: { used: 6, included: 10 },
    limit_reached: true,
  };

  it('shows storage in GB (spec 1 §9), requests and sites as counts, and marks what is over', () => {
    expect(usageMeters(usage)).toEqual([
      { key: 'storage', used: '30.19', included: '25.00', percent: 100, over: true },
      { key: 'dynamicRequests', used: '520,947', included: '3,000,000', percent: (520947 / 3_000_000) * 100, over: false },
      { key: 'sites', used: '6', included: '10', percent: 60, over: false },
    ]);
  });

  it('shows unlimited storage without a bar and tiny amounts as 0.01 GB', () => {
    const [storage] = usageMeters({ ...usage, storage: { usedMb: 2, quotaMb: -1 } });
    expect(storage).toEqual({ key: 'storage', used: '0.01', included: null, percent: null, over: false });
  });
});

describe('plan summary', () => {
  const bolt = { createdAt: '2026-01-15T10:00:00.000Z', billingPeriod: 'monthly' as const, trialEndsAt: null, deletionScheduledAt: null };
  const now = new Date('2026-03-20T12:00:00.000Z');

  it('says when a paid term renews', () => {
    expect(planSummary(bolt, now)).toEqual({ kind: 'renews', date: new Date('2026-04-15T10:00:00.000Z'), daysLeft: 26 });
    expect(planSummary({ ...bolt, billingPeriod: 'annual' }, now).date).toEqual(new Date('2027-01-15T10:00:00.000Z'));
  });

  it('counts the days of a free test', () => {
    const trial = planSummary({ ...bolt, trialEndsAt: '2026-03-23T12:00:00.000Z' }, now);
    expect(trial).toMatchObject({ kind: 'trial', daysLeft: 3 });
  });

  it('says when a scheduled deletion ends the Bolt', () => {
    expect(planSummary({ ...bolt, deletionScheduledAt: '2026-04-15T10:00:00.000Z' }, now)).toMatchObject({
      kind: 'ends',
      date: new Date('2026-04-15T10:00:00.000Z'),
    });
  });
});
