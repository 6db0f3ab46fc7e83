import { describe, expect, it } from 'vitest';
import { wizardsCalls } from '../../src/dataProvider/calls/wizards';
import { dollars, paidCheckoutFits, urlProblem } from '../../src/wizards/boltCreate/order';
import { finalizingStages, stagesProgress } from '../../src/wizards/boltCreate/stages';
import { alertText, toStepError } from '../../src/wizards/boltCreate/stepError';
import type { BoltCreateContext } from '../../src/wizards/boltCreate/types';
import { checkout, invalid } from './boltCreateFixtures';

describe('step errors', () => {
  it('keeps the server’s text and each field’s message', () => {
    expect(toStepError(invalid('name', 'The field cannot be empty.'))).toEqual({
      message: 'The field cannot be empty.',
      fields: { name: 'The field cannot be empty.' },
    });
    expect(toStepError(new TypeError('Failed to fetch'))).toEqual({ message: '', fields: {} });
  });

  it('leaves to the inputs what they show, and says the rest in the alert', () => {
    const error = { message: 'The field cannot be empty.', fields: { name: 'The field cannot be empty.' } };
    expect(alertText(error, ['name'])).toBeNull();
    expect(alertText(error, ['url'])).toBe('The field cannot be empty.');
    expect(alertText({ message: 'Down', fields: {} }, ['name'])).toBe('Down');
    expect(alertText(null, [])).toBeNull();
  });
});

describe('the calls of spec 1 §7', () => {
  const answers: Record<string, unknown> = {
    'GET products/suggest-subscription?billingPeriod=annual': {
      data: [
        {
          id: 'pro',
          attributes: {
            name: 'Pro',
            tagline: 'Grow online effortlessly',
            priceCents: 31900,
            monthlyCents: 2900,
            storageMb: 10240,
            sites: 3,
            dynamicRequests: 1e6,
            billingPeriod: 'annual',
          },
        },
      ],
    },
    'POST bolts/check-trials': { data: { available: 2, used: 0, max: 2 } },
    'GET locations?target=bolt': {
      data: [{ id: 'osl-no', type: 'locations', attributes: { city: 'Oslo', country: 'Norway', countryCode: 'NO', isLegacy: false } }],
    },
    'POST locations/check-nextgen': { data: { isLegacy: true } },
    'GET available-cms': { data: [{ id: 'wordpress', type: 'cms', attributes: { name: 'WordPress', description: 'Blogs.' } }] },
    'POST bolts/checkout': {
      data: {
        id: 'chk_9',
        type: 'checkouts',
        attributes: { status: 'paid', plan: 'pro', billingPeriod: 'monthly', customerId: 3, message: null, amountCents: 2900, boltId: null },
      },
    },
    'GET billing/checkout/chk_9': {
      data: { id: 'chk_9', type: 'checkouts', attributes: { status: 'open', plan: 'pro', billingPeriod: 'monthly', customerId: 3, message: null } },
    },
    'POST bolts?checkout=chk_9': { data: { id: '12', type: 'bolts', attributes: { name: 'Shop' } } },
    'POST bolts?trial=1': { data: { id: '13', type: 'bolts', attributes: { name: 'Test' } } },
    'POST bolts/validate': { data: { valid: true } },
  };
  const sent: unknown[][] = [];
  const answer = async <T>(method: string, path: string, payload?: unknown, options?: unknown) => {
    sent.push(options ? [method, path, payload, options] : [method, path, payload]);
    return answers[`${method} ${path}`] as T;
  };
  const calls = wizardsCalls({ send: answer, sendAsIs: answer });

  it('asks each path with a JSON:API body and reads the answer', async () => {
    expect(await calls.boltCreatePlans()).toEqual([
      {
        id: 'pro',
        name: 'Pro',
        tagline: 'Grow online effortlessly',
        monthlyCents: 2900,
        annualCents: 31900,
        storageMb: 10240,
        sites: 3,
        dynamicRequests: 1e6,
      },
    ]);
    expect(await calls.checkTrials(null)).toEqual({ available: 2, used: 0, max: 2 });
    expect(sent.at(-1)).toEqual(['POST', 'bolts/check-trials', undefined]);
    await calls.checkTrials(5);
    expect(sent.at(-1)).toEqual(['POST', 'bolts/check-trials', { data: { type: 'bolts', attributes: { customerId: 5 } } }]);
    expect(await calls.boltLocations()).toEqual([{ id: 'osl-no', city: 'Oslo', country: 'Norway', countryCode: 'NO' }]);
    expect(await calls.checkNextgen('lon-gb')).toEqual({ isLegacy: true });
    expect(sent.at(-1)).toEqual(['POST', 'locations/check-nextgen', { data: { type: 'locations', attributes: { location: 'lon-gb' } } }]);
    expect(await calls.availableCms()).toEqual([{ id: 'wordpress', name: 'WordPress', description: 'Blogs.' }]);
    await calls.validateBoltStep({ step: 'url_needed', attributes: { url: 'a.com' } });
    expect(sent.at(-1)).toEqual(['POST', 'bolts/validate', { data: { type: 'bolts', attributes: { step: 'url_needed', url: 'a.com' } } }]);
  });

  it('pays through a checkout and creates from it, or creates a free test', async () => {
    expect(await calls.startCheckout({ name: 'Shop' })).toEqual({
      id: 'chk_9',
      status: 'paid',
      plan: 'pro',
      billingPeriod: 'monthly',
      customerId: 3,
      message: null,
      amountCents: 2900,
      boltId: null,
    });
    expect(sent.at(-1)).toEqual(['POST', 'bolts/checkout', { data: { type: 'checkouts', attributes: { name: 'Shop' } } }, { idempotent: true }]);
    expect((await calls.checkoutOf('chk_9')).status).toBe('open');
    expect(await calls.createBolt({ attributes: { name: 'Shop' }, trial: false, checkoutId: 'chk_9' })).toEqual({ id: '12', name: 'Shop' });
    expect(await calls.createBolt({ attributes: { name: 'Test' }, trial: true, checkoutId: null })).toEqual({ id: '13', name: 'Test' });
    expect(sent.at(-1)).toEqual(['POST', 'bolts?trial=1', { data: { type: 'bolts', attributes: { name: 'Test' } } }, { idempotent: true }]);
  });
});

describe('finalizing progress', () => {
  it('shows payment then creation, and where it failed', () => {
    expect(finalizingStages('checkingOut', false, null)).toEqual([
      { id: 'payment', status: 'active' },
      { id: 'creation', status: 'pending' },
    ]);
    expect(finalizingStages('creating', false, checkout('paid'))).toEqual([
      { id: 'payment', status: 'done' },
      { id: 'creation', status: 'active' },
    ]);
    expect(finalizingStages('failed', false, checkout('failed'))).toEqual([
      { id: 'payment', status: 'failed' },
      { id: 'creation', status: 'pending' },
    ]);
    expect(finalizingStages('failed', false, checkout('paid'))).toEqual([
      { id: 'payment', status: 'done' },
      { id: 'creation', status: 'failed' },
    ]);
    expect(finalizingStages('failed', true, null)).toEqual([{ id: 'creation', status: 'failed' }]);
    expect(stagesProgress(finalizingStages('creating', false, checkout('paid')))).toBe(75);
    expect(stagesProgress(finalizingStages('creating', true, null))).toBe(50);
  });
});

describe('order rules', () => {
  it('judges the site URL with the API’s own messages', () => {
    expect(urlProblem('')).toBe('The field cannot be empty.');
    expect(urlProblem('a..b')).toBe('Please enter a valid domain name.');
    expect(urlProblem('HTTPS://www.Example.com/path?q')).toBeNull();
  });

  it('reuses a paid checkout only for the same customer, plan and period', () => {
    const paid = {
      asStaff: true,
      trial: false,
      plan: 'business',
      billingPeriod: 'annual',
      customer: { id: 7, name: 'Acme' },
      checkout: checkout('paid'),
    } as BoltCreateContext;
    expect(paidCheckoutFits(paid)).toBe(true);
    expect(paidCheckoutFits({ ...paid, customer: { id: 8, name: 'Other' } })).toBe(false);
    expect(paidCheckoutFits({ ...paid, billingPeriod: 'monthly' })).toBe(false);
    expect(paidCheckoutFits({ ...paid, trial: true })).toBe(false);
    expect(paidCheckoutFits({ ...paid, checkout: checkout('open') })).toBe(false);
  });

  it('shows cents as dollars', () => {
    expect(dollars(218900)).toBe('$2,189.00');
    expect(dollars(0)).toBe('$0.00');
  });
});
