import { describe, expect, it } from 'vitest';
import { annualSavingCents, perMonthCents, planChange, priceText } from '../../src/resources/bolts/billing/pricing';
import { priceCents } from '../../src/rules/plans';

describe('priceText (spec 1 §9: prices in cents, divided by 100)', () => {
  it.each([
    [7900, '$79.00'],
    [2900, '$29.00'],
    [50, '$0.50'],
    [0, '$0.00'],
    [548900, '$5,489.00'],
    [7242, '$72.42'],
  ])('%i cents -> %s', (cents, text) => expect(priceText(cents)).toBe(text));
});

describe('annual billing saving (spec 1 §9: 1 month free)', () => {
  it('is one monthly price for every plan', () => {
    for (const plan of ['pro', 'business', 'scale', 'enterprise'] as const) {
      expect(annualSavingCents(priceCents(plan, 'monthly'), priceCents(plan, 'annual'))).toBe(priceCents(plan, 'monthly'));
    }
    expect(annualSavingCents(7900, 7900 * 11)).toBe(7900);
  });

  it('is never negative', () => expect(annualSavingCents(100, 5000)).toBe(0));
});

describe('perMonthCents', () => {
  it('leaves a monthly price as it is and spreads an annual one over 12 months', () => {
    expect(perMonthCents(7900, 'monthly')).toBe(7900);
    expect(perMonthCents(7900 * 11, 'annual')).toBe(7242);
    expect(priceText(perMonthCents(2900 * 11, 'annual'))).toBe('$26.58');
  });
});

describe('planChange', () => {
  const business = { plan: 'business', billingPeriod: 'monthly' } as const;
  it('tells a larger plan, a smaller one, the same one and a new billing period apart', () => {
    expect(planChange(business, { plan: 'scale', billingPeriod: 'monthly' })).toBe('upgrade');
    expect(planChange(business, { plan: 'enterprise', billingPeriod: 'annual' })).toBe('upgrade');
    expect(planChange(business, { plan: 'pro', billingPeriod: 'annual' })).toBe('downgrade');
    expect(planChange(business, business)).toBe('current');
    expect(planChange(business, { plan: 'business', billingPeriod: 'annual' })).toBe('period');
  });
});
