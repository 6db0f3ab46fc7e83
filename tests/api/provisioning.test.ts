import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains, provisioningLogs, provisioningOrderDomains, provisioningOrders } from '../../server/db/schema';
import { CDN_UNREACHABLE } from '../../server/jobs/provisioning';
import { PROVISIONING_STEP_FAILED } from '../../server/jobs/provisioningQueue';
import { claim } from '../../server/services/provisioningProgress';
import { initialSteps } from '../../server/services/provisioningSteps';
import { CDN_HOST } from '../../src/rules/cdn';
import { ADMIN_ORDERS, ORDERS, orderBody, startProvisioningTest, type ProvisioningTest, type Who } from './provisioningSupport';

/** The order's jobs may already have run by the time the test reads the domain: what matters is that it names the order. */
const ANY_ORDER_STATUS = /^(pending|in_progress|complete)$/;

let t: ProvisioningTest;
beforeAll(async () => {
  t = await startProvisioningTest();
});
afterAll(() => t.server.close());

/** Expects a 422 with these pointers and texts, and no order written. */
async function expectRefused(who: Who, url: string, attributes: object, errors: { pointer: string; detail: string }[]) {
  const before = await t.orderCount();
  const response = await t.send(who, 'POST', url, orderBody(attributes));
  expect(response.statusCode, response.body).toBe(422);
  expect(
    response.json().errors.map((e: { detail: string; source: { pointer: string } }) => ({ pointer: e.source.pointer, detail: e.detail })),
  ).toEqual(errors);
  expect(await t.orderCount()).toBe(before);
}

describe('POST provisioning/servebolt-cdn/orders', () => {
  it('places a customer’s own order, pending, with the ownership record to add, and names it on the domain', async () => {
    const id = await t.addDomain('customer', 'cdn-first.acme-test.com');
    const response = await t.send('customer', 'POST', ORDERS, orderBody({ domainIds: [id] }));
    expect(response.statusCode, response.body).toBe(201);
    const { data, meta } = response.json();
    expect(meta).toEqual({ message: 'CDN order placed' });
    expect(data).toMatchObject({
      type: 'provisioning-orders',
      attributes: { type: 'sbcdn', status: 'pending', customerId: t.account.acme, customer: 'Acme Web AS' },
    });
    const [domain] = data.attributes.domains;
    expect(domain).toMatchObject({ domainId: id, name: 'cdn-first.acme-test.com', environmentId: t.site.acme, status: 'pending' });
    expect(domain.steps.ownership.validation).toEqual({
      record_key: '_cdn-verification.cdn-first.acme-test.com',
      record_value: expect.stringMatching(/^cdn-verification=[0-9a-f]{32}$/),
    });
    expect(domain.steps.ssl).toEqual({ status: 'pending', message: null, validation: null, isRetry: false, retry_at: null });
    expect(await t.domainRow(id)).toMatchObject({
      cdnOrderId: Number(data.id),
      cdnOrderStatus: expect.stringMatching(ANY_ORDER_STATUS),
      cdnEnabled: false,
    });
  });

  it('refuses more than 3 domains, none, or one twice, and orders nothing', async () => {
    const ids = await Promise.all(['a', 'b', 'c', 'd'].map((n) => t.addDomain('customer', `cdn-four-${n}.acme-test.com`)));
    await expectRefused('customer', ORDERS, { domainIds: ids }, [
      { pointer: '/data/attributes/domainIds', detail: 'You can select at most 3 domains.' },
    ]);
    await expectRefused('customer', ORDERS, { domainIds: [] }, [
      { pointer: '/data/attributes/domainIds', detail: 'Please select at least one domain.' },
    ]);
    await expectRefused('customer', ORDERS, { domainIds: [ids[0], ids[0]] }, [
      { pointer: '/data/attributes/domainIds/1', detail: 'This domain is selected twice.' },
    ]);
    for (const id of ids) expect((await t.domainRow(id)).cdnOrderId).toBeNull();
  });

  it('refuses another customer’s domain and one with CDN enabled, naming each by its place', async () => {
    const own = await t.addDomain('customer', 'cdn-mixed.acme-test.com');
    const enabled = await t.addDomain('customer', 'cdn-enabled.acme-test.com');
    await t.db().update(domains).set({ cdnEnabled: true }).where(eq(domains.id, enabled));
    const others = await t.addDomain('other', 'cdn-other.other-test.com');
    await expectRefused('customer', ORDERS, { domainIds: [own, others, enabled] }, [
      { pointer: '/data/attributes/domainIds/1', detail: 'This domain is not one of the selected customer’s domains.' },
      { pointer: '/data/attributes/domainIds/2', detail: 'cdn-enabled.acme-test.com already has CDN enabled.' },
    ]);
    // A customer's customerId is not theirs to choose: they always order for themselves.
    await expectRefused('other', ORDERS, { customerId: t.account.acme, domainIds: [own] }, [
      { pointer: '/data/attributes/domainIds/0', detail: 'This domain is not one of the selected customer’s domains.' },
    ]);
    expect((await t.domainRow(own)).cdnOrderId).toBeNull();
    expect((await t.domainRow(others)).cdnOrderId).toBeNull();
  });

  it('makes staff pick the customer, and the domains be that customer’s', async () => {
    const own = await t.addDomain('customer', 'cdn-staff.acme-test.com');
    await expectRefused('staff', ADMIN_ORDERS, { domainIds: [own] }, [{ pointer: '/data/attributes/customerId', detail: 'Please select customer' }]);
    await expectRefused('staff', ADMIN_ORDERS, { customerId: null, domainIds: [own] }, [
      { pointer: '/data/attributes/customerId', detail: 'Please select customer' },
    ]);
    await expectRefused('staff', ADMIN_ORDERS, { customerId: 999999, domainIds: [own] }, [
      { pointer: '/data/attributes/customerId', detail: 'Please select customer' },
    ]);
    await expectRefused('staff', ADMIN_ORDERS, { customerId: t.account.other, domainIds: [own] }, [
      { pointer: '/data/attributes/domainIds/0', detail: 'This domain is not one of the selected customer’s domains.' },
    ]);
    const placed = await t.send('staff', 'POST', ADMIN_ORDERS, orderBody({ customerId: t.account.acme, domainIds: [own] }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.attributes).toMatchObject({ customerId: t.account.acme, customer: 'Acme Web AS' });
  });
});

describe('an order run by the jobs', () => {
  it('goes through ownership, ssl, routing and extra to complete, enabling CDN on every domain, and logs each step', async () => {
    const ids = [await t.addDomain('customer', 'cdn-full-a.acme-test.com'), await t.addDomain('customer', 'cdn-full-b.acme-test.com')];
    const placed = await t.send('staff', 'POST', ADMIN_ORDERS, orderBody({ customerId: t.account.acme, domainIds: ids }));
    const orderId = placed.json().data.id as string;
    const done = await t.statusUntil(orderId, (status) => status.status === 'complete');
    expect(Object.keys(done.domains)).toEqual(['cdn-full-a.acme-test.com', 'cdn-full-b.acme-test.com']);
    for (const domain of Object.values(done.domains)) {
      expect(domain.status).toBe('complete');
      expect(Object.values(domain.steps).map((step) => step.status)).toEqual(['complete', 'complete', 'complete', 'complete']);
      expect(domain.steps.ssl.message).toBe(`The edge certificate of ${domain.name} is issued.`);
    }
    for (const id of ids) expect(await t.domainRow(id)).toMatchObject({ cdnEnabled: true, cdnOrderStatus: 'complete', cdnOrderId: Number(orderId) });
    const order = (await t.send('customer', 'GET', `${ORDERS}/${orderId}`)).json().data.attributes;
    expect(order.status).toBe('complete');

    const logs = (
      await t.send('staff', 'GET', `/v1/admin/provisioning/logs?filter[orderId]=${orderId}&sort=createdAt&direction=asc&per_page=50`)
    ).json();
    expect(logs.meta.total).toBe(8);
    for (const name of ['cdn-full-a.acme-test.com', 'cdn-full-b.acme-test.com']) {
      const ran = logs.data.filter((log: { attributes: { domain: string } }) => log.attributes.domain === name);
      expect(ran.map((log: { attributes: { step: string; status: string } }) => `${log.attributes.step} ${log.attributes.status}`)).toEqual([
        'ownership complete',
        'ssl complete',
        'routing complete',
        'extra complete',
      ]);
      expect(ran[0].attributes).toMatchObject({ customerId: t.account.acme, customer: 'Acme Web AS', orderId: Number(orderId) });
    }
  });

  it('stops a fail- domain at routing with what to add, and verify-routing and resume run it again, no earlier than retry_at', async () => {
    const id = await t.addDomain('customer', 'fail-shop.acme-test.com');
    const orderId = (await t.send('customer', 'POST', ORDERS, orderBody({ domainIds: [id] }))).json().data.id as string;
    const stuck = await t.statusUntil(orderId, (status) => status.domains['fail-shop.acme-test.com'].status === 'action_required');
    const { steps } = stuck.domains['fail-shop.acme-test.com'];
    expect(stuck.status).toBe('in_progress');
    expect([steps.ownership.status, steps.ssl.status, steps.extra.status]).toEqual(['complete', 'complete', 'pending']);
    expect(steps.routing).toMatchObject({
      status: 'action_required',
      message: expect.stringContaining(CDN_HOST),
      validation: { record_key: 'fail-shop.acme-test.com', record_value: CDN_HOST },
      isRetry: false,
    });
    expect(steps.routing.retry_at).not.toBeNull();
    expect(await t.domainRow(id)).toMatchObject({ cdnEnabled: false, cdnOrderStatus: 'in_progress' });

    // Verifying a step that is not waiting changes nothing.
    const unchanged = await t.send('customer', 'POST', `${ORDERS}/${orderId}/verify-ssl`);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data.attributes.domains['fail-shop.acme-test.com'].steps.routing.status).toBe('action_required');

    for (const call of ['verify-routing', 'resume']) {
      const before = (await t.statusOf(orderId)).domains['fail-shop.acme-test.com'].steps.routing.retry_at as string;
      const retried = await t.send('customer', 'POST', `${ORDERS}/${orderId}/${call}`);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().data).toMatchObject({ id: orderId, type: 'provisioning-order-status' });
      expect(retried.json().data.attributes.domains['fail-shop.acme-test.com'].steps.routing).toMatchObject({
        status: 'pending',
        isRetry: true,
        retry_at: before,
      });
      await t.statusUntil(orderId, (status) => status.domains['fail-shop.acme-test.com'].status === 'action_required');
      const [latest] = await t
        .db()
        .select()
        .from(provisioningLogs)
        .where(eq(provisioningLogs.orderId, Number(orderId)))
        .orderBy(asc(provisioningLogs.id))
        .then((rows) => rows.filter((row) => row.step === 'routing').slice(-1));
      expect(latest.status).toBe('action_required');
      expect(latest.createdAt.getTime()).toBeGreaterThanOrEqual(Date.parse(before));
    }
    const routingRuns = await t
      .db()
      .select()
      .from(provisioningLogs)
      .where(eq(provisioningLogs.orderId, Number(orderId)));
    expect(routingRuns.filter((row) => row.step === 'routing')).toHaveLength(3);
  });

  it('hands a step the CDN failed on every try to the customer’s retry, which resumes it', async () => {
    const id = await t.addDomain('customer', 'cdn-unreachable.acme-test.com');
    // Written without a job, so that nothing but this test moves it.
    const [order] = await t.db().insert(provisioningOrders).values({ accountId: t.account.acme }).returning();
    await t
      .db()
      .insert(provisioningOrderDomains)
      .values({ orderId: order.id, domainId: id, steps: initialSteps({ record_key: '_cdn-verification.x', record_value: 'v' }) });
    const job = { orderId: order.id, domainId: id, step: 'ownership' as const };
    // The step job took the step; its CDN never answered, so pg-boss moves it to the dead letter queue.
    expect(await claim(t.db(), job)).not.toBeNull();
    await t.server.app.jobs.send(PROVISIONING_STEP_FAILED, job);
    const orderId = String(order.id);
    const failed = await t.statusUntil(orderId, (status) => status.domains['cdn-unreachable.acme-test.com'].status === 'action_required');
    expect(failed.domains['cdn-unreachable.acme-test.com'].steps.ownership).toMatchObject({ status: 'action_required', message: CDN_UNREACHABLE });
    const [logged] = await t.db().select().from(provisioningLogs).where(eq(provisioningLogs.orderId, order.id));
    expect(logged).toMatchObject({ step: 'ownership', status: 'action_required', message: CDN_UNREACHABLE, accountId: t.account.acme });
    expect((await t.send('customer', 'POST', `${ORDERS}/${orderId}/resume`)).statusCode).toBe(200);
    expect((await t.statusUntil(orderId, (status) => status.status === 'complete')).status).toBe('complete');
  });

  it('lets next-step go on with the due steps, and answers another account’s order as missing on every call', async () => {
    const id = await t.addDomain('customer', 'cdn-next.acme-test.com');
    const orderId = (await t.send('customer', 'POST', ORDERS, orderBody({ domainIds: [id] }))).json().data.id as string;
    const next = await t.send('customer', 'POST', `${ORDERS}/${orderId}/next-step`);
    expect(next.statusCode).toBe(200);
    for (const call of ['resume', 'next-step', 'verify-ssl', 'verify-ownership', 'verify-routing']) {
      expect((await t.send('other', 'POST', `${ORDERS}/${orderId}/${call}`)).statusCode, call).toBe(404);
      expect((await t.send('staff', 'POST', `${ORDERS}/${orderId}/${call}`)).statusCode, `staff on the plain path: ${call}`).toBe(404);
    }
    expect((await t.send('other', 'GET', `${ORDERS}/${orderId}/status`)).statusCode).toBe(404);
    expect((await t.send('staff', 'GET', `${ADMIN_ORDERS}/${orderId}/status`)).statusCode).toBe(200);
    expect((await t.statusUntil(orderId, (status) => status.status === 'complete')).status).toBe('complete');
  });
});

describe('DELETE provisioning/servebolt-cdn/orders/{id}', () => {
  it('deletes an order with its domains’ order fields, but not another account’s', async () => {
    const id = await t.addDomain('customer', 'cdn-delete.acme-test.com');
    const orderId = (await t.send('customer', 'POST', ORDERS, orderBody({ domainIds: [id] }))).json().data.id as string;
    expect((await t.send('other', 'DELETE', `${ORDERS}/${orderId}`)).statusCode).toBe(404);
    expect((await t.domainRow(id)).cdnOrderId).toBe(Number(orderId));
    const deleted = await t.send('customer', 'DELETE', `${ORDERS}/${orderId}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await t.send('customer', 'GET', `${ORDERS}/${orderId}`)).statusCode).toBe(404);
    expect(await t.domainRow(id)).toMatchObject({ cdnOrderId: null, cdnOrderStatus: null, cdnEnabled: false });
    expect((await t.send('customer', 'DELETE', `${ORDERS}/${orderId}`)).statusCode).toBe(404);
  });
});
