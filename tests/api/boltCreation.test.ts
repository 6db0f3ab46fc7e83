import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bolts, checkouts, environments, servers } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff' | 'admin';
type Attributes = Record<string, unknown>;

let server: TestServer;
const tokens = {} as Record<Who, string>;
const account = { acme: 0, other: 0 };

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  const rows = await db().select().from(accounts);
  account.acme = rows.find((a) => a.name === 'Acme Web AS')!.id;
  account.other = rows.find((a) => a.name === 'Other Media Ltd')!.id;
});
afterAll(() => server.close());

const db = () => server.database.db;
const call = (who: Who, method: 'GET' | 'POST', url: string, attributes?: Attributes, type = 'bolts') =>
  server.app.inject({ method, url, headers: bearer(tokens[who]), payload: attributes ? { data: { type, attributes } } : undefined });
const boltsOf = async (accountId: number) => Number((await db().select({ n: count() }).from(bolts).where(eq(bolts.accountId, accountId)))[0].n);

const wizard = {
  url: 'https://Shop.Example.com/',
  name: 'New shop',
  plan: 'business',
  billingPeriod: 'annual',
  location: 'lon-gb',
  cms: 'woocommerce',
};
const { plan: _plan, billingPeriod: _period, ...basics } = wizard;

/** A 422 whose first error carries this pointer (or parameter) and the spec's text. */
function expectInvalid(response: { statusCode: number; json(): { errors: { detail: string; source: object }[] } }, source: object, detail: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json().errors[0]).toMatchObject({ detail, source });
}

describe('catalogues (spec 1 §7)', () => {
  it('GET available-cms lists what the installation step offers', async () => {
    const body = (await call('customer', 'GET', '/v1/available-cms')).json();
    expect(body.data.map((c: { id: string }) => c.id)).toEqual(['wordpress', 'woocommerce', 'laravel', 'magento', 'drupal', 'empty']);
    expect(body.data[0]).toMatchObject({ type: 'cms', attributes: { name: 'WordPress' } });
    expect(body.meta.total).toBe(6);
    expect((await call('staff', 'GET', '/v1/admin/available-cms')).statusCode).toBe(200);
  });

  it('GET locations filters by target; the country code is the id’s last two characters', async () => {
    const all = (await call('customer', 'GET', '/v1/locations')).json().data;
    expect(all).toHaveLength(6);
    expect(all.find((l: { id: string }) => l.id === 'osl-no').attributes).toMatchObject({
      city: 'Oslo',
      country: 'Norway',
      countryCode: 'NO',
      isLegacy: false,
    });
    const forBolts = (await call('customer', 'GET', '/v1/locations?target=bolt')).json().data.map((l: { id: string }) => l.id);
    expect(forBolts).toEqual(['osl-no', 'sto-se', 'ams-nl', 'fra-de', 'lon-gb']);
    expect((await call('customer', 'GET', '/v1/locations?target=environment')).json().data).toHaveLength(6);
    const bad = await call('customer', 'GET', '/v1/locations?target=moon');
    expectInvalid(bad, { parameter: 'target' }, 'Please choose one of the options.');
  });

  it('POST locations/check-nextgen tells whether a location runs the classic platform', async () => {
    const check = (location: string) => call('customer', 'POST', '/v1/locations/check-nextgen', { location }, 'locations');
    expect((await check('lon-gb')).json()).toEqual({ data: { isLegacy: true } });
    expect((await check('nyc-us')).json()).toEqual({ data: { isLegacy: true } });
    expect((await check('osl-no')).json()).toEqual({ data: { isLegacy: false } });
    expectInvalid(await check('xyz-zz'), { pointer: '/data/attributes/location' }, 'Please choose one of the options.');
    expectInvalid(await check(''), { pointer: '/data/attributes/location' }, 'The field cannot be empty.');
  });
});

describe('POST bolts/validate (wizard steps)', () => {
  const validate = (attributes: Attributes) => call('customer', 'POST', '/v1/bolts/validate', attributes);

  it('checks the inputs up to the step with the spec texts', async () => {
    expectInvalid(await validate({ step: 'url_needed', url: '' }), { pointer: '/data/attributes/url' }, 'The field cannot be empty.');
    expectInvalid(
      await validate({ step: 'url_needed', url: 'not a domain' }),
      { pointer: '/data/attributes/url' },
      'Please enter a valid domain name.',
    );
    expect((await validate({ step: 'url_needed', url: 'https://www.example.com/shop' })).json()).toEqual({ data: { valid: true } });
    expectInvalid(
      await validate({ step: 'basics_needed', url: 'example.com', plan: 'pro', billingPeriod: 'monthly' }),
      { pointer: '/data/attributes/name' },
      'The field cannot be empty.',
    );
    expect((await validate({ step: 'basics_needed', url: 'example.com', name: 'x', plan: 'pro', billingPeriod: 'monthly' })).statusCode).toBe(200);
    expect((await validate(wizard)).json()).toEqual({ data: { valid: true } });
  });

  it('answers every failing input at once, with its pointer', async () => {
    const response = await validate({ url: 'a..b', name: 'x'.repeat(51), plan: 'gold', billingPeriod: 'weekly', location: 'nyc-us', cms: 'joomla' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((e: { source: { pointer: string }; detail: string }) => [e.source.pointer, e.detail])).toEqual([
      ['/data/attributes/url', 'Please enter a valid domain name.'],
      ['/data/attributes/name', 'Field cannot be longer than 50 characters.'],
      ['/data/attributes/plan', 'Please choose one of the options.'],
      ['/data/attributes/billingPeriod', 'Please choose one of the options.'],
      ['/data/attributes/location', 'This location takes no new Bolts. Please choose another location.'],
      ['/data/attributes/cms', 'Please choose one of the options.'],
    ]);
    expectInvalid(await validate({ ...wizard, step: 'finish' }), { pointer: '/data/attributes/step' }, 'Please choose one of the options.');
    expectInvalid(await validate({ ...wizard, location: 'xyz-zz' }), { pointer: '/data/attributes/location' }, 'Please choose one of the options.');
  });

  it('refuses a location whose servers cannot take a Bolt now', async () => {
    await db().update(servers).set({ status: 'maintenance' }).where(eq(servers.location, 'sto-se'));
    try {
      expectInvalid(
        await validate({ ...wizard, location: 'sto-se' }),
        { pointer: '/data/attributes/location' },
        'No server can take a new Bolt in this location right now. Please choose another location.',
      );
    } finally {
      await db().update(servers).set({ status: 'active' }).where(eq(servers.location, 'sto-se'));
    }
  });
});

describe('free test Bolts (spec 1 §9: at most 2 per account)', () => {
  it('counts an account’s free tests; staff must name the customer', async () => {
    expect((await call('customer', 'POST', '/v1/bolts/check-trials')).json()).toEqual({ data: { available: 2, used: 0, max: 2 } });
    expectInvalid(await call('staff', 'POST', '/v1/admin/bolts/check-trials'), { pointer: '/data/attributes/customerId' }, 'Please select customer');
    expectInvalid(
      await call('staff', 'POST', '/v1/admin/bolts/check-trials', { customerId: 999999 }),
      { pointer: '/data/attributes/customerId' },
      'Please select customer',
    );
    const [seeded] = await db().select({ accountId: bolts.accountId }).from(bolts).where(isNotNull(bolts.trialEndsAt));
    const staffView = await call('staff', 'POST', '/v1/admin/bolts/check-trials', { customerId: seeded.accountId });
    expect(staffView.json()).toEqual({ data: { available: 1, used: 1, max: 2 } });
  });

  it('creates a pro Bolt with a 14-day trial and its first site, answered like GET bolts/{id}', async () => {
    const created = await call('customer', 'POST', '/v1/bolts?trial=1', basics);
    expect(created.statusCode).toBe(201);
    const bolt = created.json().data;
    expect(bolt).toMatchObject({
      type: 'bolts',
      attributes: { name: 'New shop', plan: 'pro', dedicated: false, customerId: account.acme, sitesCount: 1 },
    });
    expect((await call('customer', 'GET', `/v1/bolts/${bolt.id}`)).json()).toEqual({ data: bolt });
    const [row] = await db()
      .select()
      .from(bolts)
      .where(eq(bolts.id, Number(bolt.id)));
    expect(row).toMatchObject({ location: 'lon-gb', cms: 'woocommerce', billingPeriod: 'monthly', customContract: false });
    expect(Math.round((row.trialEndsAt!.getTime() - row.createdAt.getTime()) / 86_400_000)).toBe(14);
    const [server] = await db().select().from(servers).where(eq(servers.id, row.serverId!));
    expect(server).toMatchObject({ location: 'lon-gb', type: 'shared', status: 'active' });
    const sites = await db().select().from(environments).where(eq(environments.boltId, row.id));
    expect(sites).toHaveLength(1);
    expect(sites[0]).toMatchObject({ title: 'shop.example.com', state: 'production', location: 'lon-gb', isLegacy: true, enabled: true });
    const subscription = (await call('customer', 'GET', `/v1/bolts/${bolt.id}/subscription`)).json().data.attributes;
    expect(subscription).toMatchObject({ trial: true, trial_days_left: 14, plan: 'pro' });
  });

  it('refuses a third free test and a free test on another plan, writing nothing', async () => {
    expectInvalid(
      await call('customer', 'POST', '/v1/bolts?trial=1', { ...basics, plan: 'scale' }),
      { pointer: '/data/attributes/plan' },
      'A free test Bolt is on the pro plan.',
    );
    const second = await call('customer', 'POST', '/v1/bolts?trial=1', { ...basics, url: 'osl.example.com', location: 'osl-no' });
    expect(second.statusCode).toBe(201);
    expect(
      (
        await db()
          .select()
          .from(environments)
          .where(eq(environments.boltId, Number(second.json().data.id)))
      )[0].isLegacy,
    ).toBe(false);
    expect((await call('customer', 'POST', '/v1/bolts/check-trials')).json().data).toEqual({ available: 0, used: 2, max: 2 });
    const before = await boltsOf(account.acme);
    expectInvalid(
      await call('customer', 'POST', '/v1/bolts?trial=1', basics),
      { parameter: 'trial' },
      'This account already has 2 free test Bolts, the most it can have. Please choose a paid plan.',
    );
    expect(await boltsOf(account.acme)).toBe(before);
  });

  it('lets staff start a free test for a customer, who then sees it', async () => {
    expectInvalid(
      await call('staff', 'POST', '/v1/admin/bolts?trial=1', basics),
      { pointer: '/data/attributes/customerId' },
      'Please select customer',
    );
    const created = await call('staff', 'POST', '/v1/admin/bolts?trial=1', { ...basics, name: 'Made by staff', customerId: account.other });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.attributes.customerId).toBe(account.other);
    expect((await call('other', 'GET', `/v1/bolts/${created.json().data.id}`)).statusCode).toBe(200);
  });
});

describe('paid Bolts through checkout', () => {
  const checkout = (who: Who, attributes: Attributes, prefix = '') => call(who, 'POST', `/v1/${prefix}bolts/checkout`, attributes, 'checkouts');

  it('charges the plan’s price (annual is 11 months) and makes the Bolt once', async () => {
    const started = await checkout('customer', { ...wizard, name: 'Paid shop' });
    expect(started.statusCode).toBe(201);
    const session = started.json().data;
    expect(session).toMatchObject({
      type: 'checkouts',
      attributes: {
        status: 'paid',
        amountCents: 7900 * 11,
        plan: 'business',
        billingPeriod: 'annual',
        customerId: account.acme,
        boltId: null,
        message: null,
      },
    });
    expect((await call('customer', 'GET', `/v1/billing/checkout/${session.id}`)).json().data.attributes.status).toBe('paid');
    expect((await call('other', 'GET', `/v1/billing/checkout/${session.id}`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', `/v1/admin/billing/checkout/${session.id}`)).statusCode).toBe(200);

    expect((await call('other', 'POST', `/v1/bolts?checkout=${session.id}`, { ...basics, name: 'Paid shop' })).statusCode).toBe(404);
    const created = await call('customer', 'POST', `/v1/bolts?checkout=${session.id}`, { ...basics, name: 'Paid shop' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.attributes).toMatchObject({ name: 'Paid shop', plan: 'business' });
    const [row] = await db()
      .select()
      .from(bolts)
      .where(eq(bolts.id, Number(created.json().data.id)));
    expect(row).toMatchObject({ billingPeriod: 'annual', trialEndsAt: null, location: 'lon-gb' });
    const again = await call('customer', 'POST', `/v1/bolts?checkout=${session.id}`, { ...basics, name: 'Paid shop' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(created.json().data.id);
    expect((await call('customer', 'GET', `/v1/billing/checkout/${session.id}`)).json().data.attributes.boltId).toBe(Number(created.json().data.id));
  });

  it('shows a declined payment (sandbox: a name starting with fail-) and makes no Bolt from it', async () => {
    const started = await checkout('customer', { ...wizard, name: 'fail-shop', plan: 'pro', billingPeriod: 'monthly' });
    expect(started.statusCode).toBe(201);
    expect(started.json().data.attributes).toMatchObject({
      status: 'failed',
      amountCents: 2900,
      message: 'The payment was declined. Please check your card details or use another card.',
    });
    const before = await boltsOf(account.acme);
    expectInvalid(
      await call('customer', 'POST', `/v1/bolts?checkout=${started.json().data.id}`, { ...basics, name: 'fail-shop' }),
      { parameter: 'checkout' },
      'The payment of this checkout did not go through. Please start a new checkout.',
    );
    expect(await boltsOf(account.acme)).toBe(before);
  });

  it('refuses a Bolt unlike what was paid, an unknown checkout, and none at all', async () => {
    const session = (await checkout('customer', wizard)).json().data;
    expectInvalid(
      await call('customer', 'POST', `/v1/bolts?checkout=${session.id}`, { ...basics, plan: 'enterprise' }),
      { pointer: '/data/attributes/plan' },
      'This does not match what was paid for at checkout.',
    );
    expect((await call('customer', 'POST', '/v1/bolts?checkout=chk_nothing', basics)).statusCode).toBe(404);
    expectInvalid(await call('customer', 'POST', '/v1/bolts', basics), { parameter: 'checkout' }, 'A new Bolt needs a paid checkout or a free test.');
    expectInvalid(
      await call('customer', 'POST', `/v1/bolts?trial=1&checkout=${session.id}`, basics),
      { parameter: 'checkout' },
      'A new Bolt needs a paid checkout or a free test.',
    );
    const [row] = await db().select().from(checkouts).where(eq(checkouts.id, session.id));
    expect(row.boltId).toBeNull();
  });

  it('validates the checkout like the wizard and charges nothing for bad input', async () => {
    const before = Number((await db().select({ n: count() }).from(checkouts))[0].n);
    const response = await checkout('customer', { ...wizard, url: '', name: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/data/attributes/url',
      '/data/attributes/name',
    ]);
    expectInvalid(await checkout('staff', wizard, 'admin/'), { pointer: '/data/attributes/customerId' }, 'Please select customer');
    expect(Number((await db().select({ n: count() }).from(checkouts))[0].n)).toBe(before);
  });

  it('lets staff check out for a customer; the Bolt is that customer’s', async () => {
    const session = (await checkout('staff', { ...wizard, plan: 'pro', billingPeriod: 'monthly', customerId: account.other }, 'admin/')).json().data;
    expect(session.attributes).toMatchObject({ customerId: account.other, amountCents: 2900 });
    const created = await call('staff', 'POST', `/v1/admin/bolts?checkout=${session.id}`, { ...basics, customerId: account.other });
    expect(created.statusCode).toBe(201);
    const [row] = await db()
      .select()
      .from(bolts)
      .where(and(eq(bolts.id, Number(created.json().data.id)), eq(bolts.accountId, account.other)));
    expect(row.plan).toBe('pro');
  });
});
