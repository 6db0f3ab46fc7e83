import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, domains, provisioningOrders } from '../../server/db/schema';
import { DECLINED } from '../../server/dataplane/billing';
import { ADMIN_ORDERS, ORDERS, orderBody, startProvisioningTest, type ProvisioningTest, type Who } from './provisioningSupport';

/** The order's jobs may already have run by the time the test reads the domain: what matters is that it names the order. */
const ANY_ORDER_STATUS = /^(pending|in_progress|complete)$/;

let t: ProvisioningTest;
beforeAll(async () => {
  t = await startProvisioningTest();
  // A complete order and one waiting at routing, for the lists and the logs.
  const complete = await t.order([await t.addDomain('customer', 'cdn-full-a.acme-test.com')]);
  const waiting = await t.order([await t.addDomain('customer', 'fail-shop.acme-test.com')]);
  await t.statusUntil(complete, (status) => status.status === 'complete');
  await t.statusUntil(waiting, (status) => status.domains['fail-shop.acme-test.com'].status === 'action_required');
});
afterAll(() => t.server.close());

describe('GET provisioning/servebolt-cdn/orders', () => {
  it('lists the caller’s own orders, newest first; staff every account’s, by customer and domain', async () => {
    const otherDomain = await t.addDomain('other', 'cdn-listed.other-test.com');
    expect((await t.send('other', 'POST', ORDERS, orderBody({ domainIds: [otherDomain] }))).statusCode).toBe(201);
    const mine = (await t.send('customer', 'GET', `${ORDERS}?per_page=100`)).json();
    expect(mine.data.length).toBe(2);
    expect(mine.data.every((order: { attributes: { customerId: number } }) => order.attributes.customerId === t.account.acme)).toBe(true);
    const ids = mine.data.map((order: { id: string }) => Number(order.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const theirs = (await t.send('other', 'GET', ORDERS)).json();
    expect(theirs.data.map((order: { attributes: { customer: string } }) => order.attributes.customer)).toEqual(['Other Media Ltd']);
    const byCustomer = (await t.send('staff', 'GET', `${ADMIN_ORDERS}?filter[customerId]=${t.account.other}`)).json();
    expect(byCustomer.meta.total).toBe(1);
    const byDomain = (await t.send('staff', 'GET', `${ADMIN_ORDERS}?q=fail-shop`)).json();
    expect(byDomain.data.map((order: { attributes: { domains: { name: string }[] } }) => order.attributes.domains[0].name)).toEqual([
      'fail-shop.acme-test.com',
    ]);
    expect((await t.send('staff', 'GET', ORDERS)).json().meta.total).toBe(0);
  });

  it('reads one order for its owner and staff, and answers another account’s as missing', async () => {
    const [order] = (await t.send('other', 'GET', ORDERS)).json().data;
    expect((await t.send('other', 'GET', `${ORDERS}/${order.id}`)).statusCode).toBe(200);
    const read = (await t.send('staff', 'GET', `${ADMIN_ORDERS}/${order.id}`)).json().data.attributes;
    expect(read.customer).toBe('Other Media Ltd');
    // The customer link goes to /customers/{userId}: the user the customer autocomplete offers for the account.
    const [choice] = (await t.send('staff', 'GET', `/v1/admin/autocomplete/customers?q=${encodeURIComponent('Other Media')}`)).json().data;
    expect(read.customerUserId).toBe(choice.attributes.userId);
    const theirs = await t.send('customer', 'GET', `${ORDERS}/${order.id}`);
    const missing = await t.send('customer', 'GET', `${ORDERS}/999999`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await t.send('customer', 'GET', `${ORDERS}/nonsense`)).statusCode).toBe(404);
  });
});

describe('GET provisioning/logs', () => {
  it('lists every step the jobs ran for staff, newest first, filtered and searched', async () => {
    const all = (await t.send('staff', 'GET', '/v1/admin/provisioning/logs?per_page=100')).json();
    expect(all.meta.total).toBeGreaterThanOrEqual(7);
    const times = all.data.map((log: { attributes: { createdAt: string } }) => log.attributes.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const waiting = (await t.send('staff', 'GET', '/v1/admin/provisioning/logs?filter[step]=routing&filter[status]=action_required')).json();
    expect(waiting.meta.total).toBe(1);
    expect(waiting.data.every((log: { attributes: { domain: string } }) => log.attributes.domain === 'fail-shop.acme-test.com')).toBe(true);
    const searched = (await t.send('staff', 'GET', '/v1/admin/provisioning/logs?q=FULL-A')).json();
    expect(searched.meta.total).toBe(4);
    const other = (await t.send('staff', 'GET', `/v1/admin/provisioning/logs?filter[customerId]=${t.account.other}`)).json();
    expect(other.data.every((log: { attributes: { customer: string } }) => log.attributes.customer === 'Other Media Ltd')).toBe(true);
  });

  it('is the staff’s only', async () => {
    expect((await t.send('customer', 'GET', '/v1/admin/provisioning/logs')).statusCode).toBe(403);
    expect((await t.send('customer', 'GET', '/v1/provisioning/logs')).statusCode).toBe(404);
  });
});

describe('POST provisioning/cdn-order', () => {
  const cdnOrder = (who: Who, type: string, domain: number, checkout = '0', prefix = '') =>
    t.send(who, 'POST', `/v1/${prefix}provisioning/cdn-order?checkout=${checkout}`, orderBody({ type, domain }));
  const checkoutsOf = async (accountId: number) => t.db().select().from(checkouts).where(eq(checkouts.accountId, accountId));

  it('orders the CDN for one domain from the add-domain wizard and names it on the domain', async () => {
    const id = await t.addDomain('customer', 'cdn-wizard.acme-test.com');
    const response = await cdnOrder('customer', 'sbcdn', id);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data;
    expect(order.attributes).toMatchObject({
      type: 'sbcdn',
      customerId: t.account.acme,
      domains: [{ domainId: id, name: 'cdn-wizard.acme-test.com' }],
    });
    expect(await t.domainRow(id)).toMatchObject({ cdnOrderId: Number(order.id), cdnOrderStatus: expect.stringMatching(ANY_ORDER_STATUS) });
  });

  it('takes payment for Accelerated Domains with the order ($299 a month), and a declined card orders nothing', async () => {
    const paid = await t.addDomain('customer', 'acd-paid.acme-test.com');
    const before = await t.orderCount();
    const unpaid = await cdnOrder('customer', 'acd', paid);
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errors[0]).toMatchObject({
      detail: 'Accelerated Domains is paid: order it with checkout=1.',
      source: { parameter: 'checkout' },
    });
    expect(await t.orderCount()).toBe(before);

    const bought = await cdnOrder('customer', 'acd', paid, '1');
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().data.attributes.type).toBe('acd');
    const [checkout] = (await checkoutsOf(t.account.acme)).filter((row) => row.product === 'cdn');
    expect(checkout).toMatchObject({ product: 'cdn', plan: 'acd', amountCents: 29900, status: 'paid', name: 'acd-paid.acme-test.com' });
    const [order] = await t
      .db()
      .select()
      .from(provisioningOrders)
      .where(eq(provisioningOrders.id, Number(bought.json().data.id)));
    expect(order.checkoutId).toBe(checkout.id);

    const declined = await t.addDomain('customer', 'fail-acd.acme-test.com');
    const checkoutsBefore = (await checkoutsOf(t.account.acme)).length;
    const refused = await cdnOrder('customer', 'acd', declined, '1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ detail: DECLINED, source: { parameter: 'checkout' } });
    expect(await t.orderCount()).toBe(before + 1);
    expect(await checkoutsOf(t.account.acme)).toHaveLength(checkoutsBefore);
    expect(await t.domainRow(declined)).toMatchObject({ cdnOrderId: null, cdnOrderStatus: null });
  });

  it('answers another account’s domain as missing, and refuses one with CDN enabled', async () => {
    const others = await t.addDomain('other', 'cdn-wizard.other-test.com');
    expect((await cdnOrder('customer', 'sbcdn', others)).statusCode).toBe(404);
    expect((await cdnOrder('customer', 'sbcdn', 999999)).statusCode).toBe(404);
    expect((await cdnOrder('staff', 'sbcdn', others, '0', 'admin/')).statusCode).toBe(201);
    const enabled = await t.addDomain('customer', 'cdn-on.acme-test.com');
    await t.db().update(domains).set({ cdnEnabled: true }).where(eq(domains.id, enabled));
    const refused = await cdnOrder('customer', 'sbcdn', enabled);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      detail: 'cdn-on.acme-test.com already has CDN enabled.',
      source: { pointer: '/data/attributes/domain' },
    });
    const badType = await cdnOrder('customer', 'cloudflare', enabled);
    expect(badType.json().errors[0]).toMatchObject({
      detail: 'Please choose Accelerated Domains or CDN.',
      source: { pointer: '/data/attributes/type' },
    });
  });
});

describe('GET domains?context=servebolt-cdn', () => {
  const names = (body: { data: { attributes: { name: string } }[] }) => body.data.map((domain) => domain.attributes.name);

  it('lists the customer’s own domains with their CDN state; staff name the customer', async () => {
    const own = (await t.send('customer', 'GET', '/v1/domains?context=servebolt-cdn&per_page=100')).json();
    expect(names(own)).toContain('cdn-full-a.acme-test.com');
    expect(names(own)).not.toContain('cdn-listed.other-test.com');
    const full = own.data.find((domain: { attributes: { name: string } }) => domain.attributes.name === 'cdn-full-a.acme-test.com');
    expect(full.attributes.cdn).toMatchObject({ enabled: true, orderStatus: 'complete' });
    const staff = (await t.send('staff', 'GET', `/v1/admin/domains?context=servebolt-cdn&customerId=${t.account.other}&q=cdn-&per_page=100`)).json();
    expect(names(staff).sort()).toEqual(['cdn-listed.other-test.com', 'cdn-wizard.other-test.com']);
  });

  it('makes staff pick the customer, and knows only its own context', async () => {
    const response = await t.send('staff', 'GET', '/v1/admin/domains?context=servebolt-cdn');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: 'Please select customer', source: { parameter: 'customerId' } });
    expect((await t.send('customer', 'GET', '/v1/domains?context=other')).statusCode).toBe(422);
  });
});
