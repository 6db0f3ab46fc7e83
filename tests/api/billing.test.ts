import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boltMembers, bolts, environments, users } from '../../server/db/schema';
import type { Who } from './signedInServer';
import { boltRow, call, db, expectError, newTrialBolt, storageOf, subscription, useBillingServer } from './billingSupport';

/** A Bolt's subscription, plan changes, suggested plans, storage and usage (spec 1 §3, §7, §9). */
useBillingServer();

describe('GET bolts/{id}/subscription (spec 1 §3, §9)', () => {
  it('prices a monthly Bolt in cents with the one free month of annual billing as its saving', async () => {
    const data = await subscription('customer', 1);
    expect(data).toMatchObject({
      plan: 'business',
      billingPeriod: 'monthly',
      priceCents: 7900,
      monthlyCents: 7900,
      annualSavingCents: 7900,
      trial: false,
      trialEndsAt: null,
      trial_days_left: 0,
      custom_contract: false,
      deletionScheduledAt: null,
      storageMb: 25 * 1024,
    });
    const [start, end, now] = [Date.parse(data.currentTermStart), Date.parse(data.currentTermEnd), Date.now()];
    expect(start).toBeLessThanOrEqual(now);
    expect(end).toBeGreaterThan(now);
    expect(new Date(end).getUTCMonth()).toBe((new Date(start).getUTCMonth() + 1) % 12);
  });

  it('charges an annual Bolt 11 months for a year-long term', async () => {
    const data = await subscription('customer', 3);
    expect(data).toMatchObject({
      plan: 'scale',
      billingPeriod: 'annual',
      priceCents: 19900 * 11,
      monthlyCents: Math.round((19900 * 11) / 12),
      annualSavingCents: 19900,
    });
    expect(new Date(data.currentTermEnd).getUTCFullYear()).toBe(new Date(data.currentTermStart).getUTCFullYear() + 1);
  });

  it('includes plan, customer, add-ons and the scheduled deletion when asked', async () => {
    const [cancelled] = await db().select().from(bolts).where(isNotNull(bolts.deletionScheduledAt));
    const body = (await call('staff', 'GET', `/v1/admin/bolts/${cancelled.id}/subscription?include=plan,customer,addons,scheduled`)).json();
    expect(Date.parse(body.data.attributes.deletionScheduledAt)).toBe(Date.parse(body.data.attributes.currentTermEnd));
    const types = body.included.map((r: { type: string }) => r.type);
    expect(types).toContain('plans');
    expect(types).toContain('customers');
    expect(body.included.find((r: { type: string }) => r.type === 'scheduled_changes').attributes.action).toBe('delete');
    const plan = (await call('customer', 'GET', '/v1/bolts/1/subscription?include=plan')).json().included[0];
    expect(plan).toEqual({
      id: 'business',
      type: 'plans',
      attributes: {
        name: 'Business',
        tagline: 'Power your business growth',
        billingPeriod: 'monthly',
        priceCents: 7900,
        monthlyCents: 7900,
        storageMb: 25600,
        sites: 10,
        dynamicRequests: 3_000_000,
      },
    });
    expect((await call('customer', 'GET', '/v1/bolts/1/subscription')).json().included).toBeUndefined();
    expectError(await call('customer', 'GET', '/v1/bolts/1/subscription?include=invoices'), 422, 'include takes plan, customer, addons, scheduled', {
      parameter: 'include',
    });
  });

  it('counts a seeded free test’s days left, and shows custom contracts', async () => {
    const trials = await db().select().from(bolts).where(isNotNull(bolts.trialEndsAt));
    const days = await Promise.all(trials.map(async (t) => (await subscription('staff', t.id, 'admin/')).trial_days_left));
    expect(days.sort()).toEqual([10, 2]);
    const [contract] = await db().select().from(bolts).where(eq(bolts.customContract, true));
    expect((await subscription('admin', contract.id, 'admin/')).custom_contract).toBe(true);
  });

  it('is the Bolt’s people’s business only', async () => {
    expect((await call('other', 'GET', '/v1/bolts/1/subscription')).statusCode).toBe(404);
    expect((await call('customer', 'GET', '/v1/bolts/5/subscription')).statusCode).toBe(404);
    expect((await call('other', 'GET', '/v1/bolts/3/subscription')).statusCode).toBe(200);
    expect((await call('customer', 'GET', '/v1/admin/bolts/1/subscription')).statusCode).toBe(403);
    expect((await call('staff', 'GET', '/v1/admin/bolts/5/subscription')).statusCode).toBe(200);
  });
});

describe('POST bolts/{id}/update-subscription', () => {
  const update = (who: Who, id: number | string, attributes: Record<string, unknown>, prefix = '') =>
    call(who, 'POST', `/v1/${prefix}bolts/${id}/update-subscription`, attributes);

  it('validates the plan and period with pointers, writing nothing', async () => {
    const response = await update('customer', 2, { plan: 'gold', billingPeriod: 'weekly' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((e: { source: { pointer: string }; detail: string }) => [e.source.pointer, e.detail])).toEqual([
      ['/data/attributes/plan', 'Please choose one of the options.'],
      ['/data/attributes/billingPeriod', 'Please choose one of the options.'],
    ]);
    expect((await boltRow(2)).plan).toBe('pro');
  });

  it('refuses a plan with fewer sites than the Bolt has', async () => {
    expectError(
      await update('customer', 1, { plan: 'pro', billingPeriod: 'monthly' }),
      422,
      'The Pro plan includes 3 sites; this Bolt has 6. Please remove sites or choose a larger plan.',
      { pointer: '/data/attributes/plan' },
    );
    expect((await boltRow(1)).plan).toBe('business');
  });

  it('lets the owner and a partner change plans; a technical contact and other accounts may not', async () => {
    const changed = await update('customer', 2, { plan: 'business', billingPeriod: 'annual' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({ plan: 'business', billingPeriod: 'annual', priceCents: 7900 * 11 });
    expect((await update('other', 2, { plan: 'pro', billingPeriod: 'monthly' })).json().data.attributes.plan).toBe('pro');
    expectError(await update('other', 3, { plan: 'enterprise', billingPeriod: 'annual' }), 403, 'Your role in this Bolt does not allow this action.');
    expect((await update('other', 1, { plan: 'scale', billingPeriod: 'monthly' })).statusCode).toBe(404);
    expect((await update('staff', 5, { plan: 'scale', billingPeriod: 'annual' }, 'admin/')).statusCode).toBe(200);
    expect((await boltRow(5)).billingPeriod).toBe('annual');
  });

  it('ends a free test when a paid plan is chosen', async () => {
    const id = await newTrialBolt('Trial to convert');
    const converted = await update('customer', id, { plan: 'pro', billingPeriod: 'monthly' });
    expect(converted.json().data.attributes).toMatchObject({ trial: false, trial_days_left: 0, trialEndsAt: null, plan: 'pro' });
    expect((await call('customer', 'POST', '/v1/bolts/check-trials')).json().data.used).toBe(0);
  });

  it('leaves custom contracts to staff', async () => {
    const [contract] = await db().select().from(bolts).where(eq(bolts.customContract, true));
    await db()
      .insert(boltMembers)
      .values({
        boltId: contract.id,
        userId: (await db().select().from(users).where(eq(users.email, 'customer@demo.test')))[0].id,
        email: 'customer@demo.test',
        role: 'owner',
        status: 'active',
      });
    expectError(
      await update('customer', contract.id, { plan: 'scale', billingPeriod: 'annual' }),
      403,
      'This Bolt has a custom contract. Please contact support to change its subscription.',
    );
    expect((await boltRow(contract.id)).plan).toBe('enterprise');
    expect((await update('staff', contract.id, { plan: 'enterprise', billingPeriod: 'annual' }, 'admin/')).statusCode).toBe(200);
  });

  it('shows a refusal of the billing provider (sandbox: a Bolt named fail-…) and changes nothing', async () => {
    await db().update(bolts).set({ name: 'fail-billing' }).where(eq(bolts.id, 6));
    expectError(
      await update('other', 6, { plan: 'scale', billingPeriod: 'monthly' }),
      402,
      'The payment was declined. Please check your card details or use another card.',
    );
    expect((await boltRow(6)).plan).toBe('pro');
  });
});

describe('GET products/suggest-subscription', () => {
  const suggest = (who: Who, query: string, prefix = '') => call(who, 'GET', `/v1/${prefix}products/suggest-subscription?${query}`);

  it('prices the four plans for the period with their taglines', async () => {
    const body = (await suggest('customer', '')).json();
    expect(body.data.map((p: { id: string }) => p.id)).toEqual(['pro', 'business', 'scale', 'enterprise']);
    expect(body.data.map((p: { attributes: { priceCents: number } }) => p.attributes.priceCents)).toEqual([2900, 7900, 19900, 49900]);
    expect(body.data[3].attributes.tagline).toBe('For small and growing enterprises');
    expect(body.meta).toMatchObject({ total: 4, billingPeriod: 'monthly', suggested: 'pro' });
    const annual = (await suggest('customer', 'billingPeriod=annual&plan=scale')).json();
    expect(annual.data.map((p: { attributes: { priceCents: number } }) => p.attributes.priceCents)).toEqual([31900, 86900, 218900, 548900]);
    expect(annual.meta.suggested).toBe('scale');
  });

  it('suggests the cheapest plan that holds what the Bolt uses', async () => {
    const body = (await suggest('customer', 'boltId=1')).json();
    const used = await storageOf(1);
    const fitting = body.data.filter(
      (p: { attributes: { sites: number; storageMb: number } }) => p.attributes.sites >= 6 && p.attributes.storageMb >= used,
    );
    expect(body.meta.suggested).toBe(fitting[0].id);
    expect(body.data.find((p: { attributes: { current: boolean } }) => p.attributes.current).id).toBe('business');
    expect((await suggest('other', 'boltId=1')).statusCode).toBe(404);
    expect((await suggest('staff', 'boltId=1', 'admin/')).statusCode).toBe(200);
    expectError(await suggest('customer', 'plan=gold'), 422, 'Please choose one of the options.', { parameter: 'plan' });
  });
});

describe('storage of dedicated Bolts (POST bolts/{id}/quota)', () => {
  const quota = (who: Who, id: number | string, storageMb: unknown, prefix = '') =>
    call(who, 'POST', `/v1/${prefix}bolts/${id}/quota`, { storageMb });

  it('takes whole GB from 10 GB to 10 TB on dedicated Bolts only', async () => {
    expectError(await quota('customer', 2, 20480), 422, 'Storage can only be changed for dedicated Bolts.', {
      pointer: '/data/attributes/storageMb',
    });
    for (const bad of [5000, 10241, 11 * 1024 * 1024]) {
      expectError(await quota('customer', 4, bad), 422, 'Storage must be whole gigabytes between 10 GB and 10 TB.', {
        pointer: '/data/attributes/storageMb',
      });
    }
    expectError(await quota('customer', 4, 'lots'), 422, 'Please enter a whole number.');
    expectError(await quota('customer', 4, -1), 422, 'Only staff can set unlimited storage.');
    // Enough sites that the Bolt holds more than the 10 GB minimum, so a quota below its use is possible;
    // dated a year back, as a site made now holds nothing yet.
    for (let i = 0; (await storageOf(4)) <= 11 * 1024 && i < 10; i++) {
      const site = await call('customer', 'POST', '/v1/environments?bolt=4', { title: `Extra site ${i + 1}` });
      const yearAgo = new Date(Date.now() - 365 * 86_400_000);
      await db()
        .update(environments)
        .set({ createdAt: yearAgo })
        .where(eq(environments.id, Number(site.json().data.id)));
    }
    expect(await storageOf(4)).toBeGreaterThan(11 * 1024);
    const usedGb = Math.ceil((await storageOf(4)) / 1024);
    expectError(
      await quota('customer', 4, Math.max(10, usedGb - 1) * 1024),
      422,
      `Storage cannot be set below what the Bolt uses now (${((await storageOf(4)) / 1024).toFixed(2)} GB).`,
    );
    expect((await boltRow(4)).storageQuotaMb).toBeNull();
  });

  it('bills storage beyond the plan as an add-on, and lets staff make it unlimited', async () => {
    const changed = await quota('customer', 4, 200 * 1024);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes.storage.quotaMb).toBe(200 * 1024);
    const body = (await call('customer', 'GET', '/v1/bolts/4/subscription?include=addons')).json();
    expect(body.data.attributes).toMatchObject({ storageMb: 200 * 1024, priceCents: 49900 + 100 * 50 });
    expect(body.included).toEqual([
      { id: 'extra_storage', type: 'addons', attributes: { name: 'Extra storage (GB)', quantity: 100, unitCents: 50, priceCents: 5000 } },
    ]);
    expect((await quota('staff', 4, -1, 'admin/')).json().data.attributes.storage.quotaMb).toBe(-1);
    expect((await quota('other', 4, 20480)).statusCode).toBe(404);
  });
});

describe('GET bolts/{id}/usage', () => {
  it('reports storage, dynamic requests and sites against the plan for this month, the same on every call', async () => {
    const first = (await call('customer', 'GET', '/v1/bolts/1/usage')).json().data;
    expect(first).toMatchObject({ id: '1', type: 'usage' });
    const { storage, dynamic_requests, billing_period, sites } = first.attributes;
    expect(storage).toEqual({ usedMb: await storageOf(1), quotaMb: 25600 });
    expect(dynamic_requests.included).toBe(3_000_000);
    expect(dynamic_requests.used).toBeGreaterThan(0);
    expect(sites).toEqual({ used: 6, included: 10 });
    expect(Date.parse(billing_period.from)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(billing_period.to)).toBeGreaterThan(Date.now());
    expect((await call('customer', 'GET', '/v1/bolts/1/usage')).json().data).toEqual(first);
    expect((await call('other', 'GET', '/v1/bolts/1/usage')).statusCode).toBe(404);
    expect((await call('staff', 'GET', '/v1/admin/bolts/1/usage')).statusCode).toBe(200);
  });
});
