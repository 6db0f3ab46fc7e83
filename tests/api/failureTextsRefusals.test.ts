import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPortalSessions, databaseEnvironments, domains, environments, provisioningOrders, sshAccess, sshKeys } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';
import { newPublicKey } from './sshKeyFixtures';

/**
 * Spec 1 and 2 §8 failure texts of deletions and the billing portal, each brought about by a
 * sandbox that refuses (`fail-` names, README "Failure texts"): the call says the spec's text as
 * the data plane's refusal, and the database keeps what it held.
 */
let server: TestServer;
const tokens = { customer: '', admin: '' };
/** Acme's (customer@demo.test) sites of Bolt 1: one whose server takes changes, one titled `fail-…`, whose server refuses them. */
const site = { working: 0, failing: 0 };

const db = () => server.database.db;
const call = (who: keyof typeof tokens, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, type?: string, attributes?: object) =>
  server.app.inject({ method, url, headers: bearer(tokens[who]), payload: type ? { data: { type, attributes } } : undefined });

/** The data plane's refusal (its status is the API's, README "Errors"), saying the spec's `text`. */
const expectRefused = (response: { statusCode: number; json(): { errors: object[] } }, text: string) => {
  expect(response.json().errors).toEqual([expect.objectContaining({ code: 'upstream_failed', detail: text })]);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
};

/** A new key of the caller's account (the provider's, for staff), given to `siteId` as a user key when named; its id. */
async function addKey(who: keyof typeof tokens, siteId?: number) {
  const response = await call(who, 'POST', '/v1/ssh-keys', 'ssh-keys', { sshkey: newPublicKey().line, environment_id: siteId });
  expect(response.statusCode, response.body).toBe(201);
  return Number(response.json().data.id);
}
const keyRows = (id: number) => db().select().from(sshKeys).where(eq(sshKeys.id, id));
const accessRows = (keyId: number) => db().select().from(sshAccess).where(eq(sshAccess.sshKeyId, keyId)).orderBy(sshAccess.id);

beforeAll(async () => {
  server = await startTestServer();
  tokens.customer = await login(server.app, 'customer@demo.test');
  tokens.admin = await login(server.app, 'admin@demo.test');
  const sites = await db().select().from(environments).where(eq(environments.boltId, 1)).orderBy(environments.id);
  [site.working, site.failing] = [sites[0].id, sites[1].id];
  // Its owner renames it, as spec 2 §2.12 lets them.
  const renamed = await call('customer', 'PATCH', `/v1/environments/${site.failing}`, 'environments', { title: 'fail-refusing server' });
  expect(renamed.statusCode, renamed.body).toBe(200);
});
afterAll(() => server?.close());

describe('deleting an SSH key a refusing server holds', () => {
  it("says 'could not delete SSH key' and keeps the key and its access everywhere", async () => {
    const id = await addKey('customer', site.failing);
    const granted = await call('customer', 'POST', `/v1/environments/${site.working}/ssh-access`, 'ssh-access', { sshKeyId: id });
    expect(granted.statusCode, granted.body).toBe(201);
    const [key, access] = [await keyRows(id), await accessRows(id)];
    expect(access.map((entry) => entry.environmentId).sort()).toEqual([site.working, site.failing].sort());

    expectRefused(await call('customer', 'DELETE', `/v1/ssh-keys/${id}`), 'could not delete SSH key');
    expect(await keyRows(id)).toEqual(key);
    expect(await accessRows(id)).toEqual(access);
  });

  it("says it for a Support key an admin deletes (the ssh-management page's call), and keeps it", async () => {
    const id = await addKey('admin');
    const granted = await call('admin', 'POST', `/v1/admin/environments/${site.failing}/ssh-access`, 'ssh-access', {
      type: 'staff',
      sshKeyId: id,
      expires: '3h',
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const access = await accessRows(id);
    expectRefused(await call('admin', 'DELETE', `/v1/admin/ssh-keys/${id}`), 'could not delete SSH key');
    expect(await keyRows(id)).toHaveLength(1);
    expect(await accessRows(id)).toEqual(access);
  });

  it('deletes a key that only servers taking the change hold', async () => {
    const id = await addKey('customer', site.working);
    expect((await call('customer', 'DELETE', `/v1/ssh-keys/${id}`)).statusCode).toBe(204);
    expect(await keyRows(id)).toEqual([]);
    expect(await accessRows(id)).toEqual([]);
  });
});

describe('disconnecting a database from a refusing server', () => {
  const links = (databaseId: number) =>
    db().select().from(databaseEnvironments).where(eq(databaseEnvironments.databaseId, databaseId)).orderBy(databaseEnvironments.environmentId);

  it("says 'could not disconnect environment' and keeps every connection of the call", async () => {
    const created = await call('customer', 'POST', '/v1/bolts/1/databases', 'databases', { name: 'Refused relation' });
    expect(created.statusCode, created.body).toBe(201);
    const databaseId = Number(created.json().data.id);
    const connection = { databaseIds: [databaseId], environmentIds: [site.working, site.failing] };
    expect((await call('customer', 'POST', '/v1/databases/connect', 'databases', connection)).statusCode).toBe(200);
    const before = await links(databaseId);
    expect(before).toHaveLength(2);

    expectRefused(await call('customer', 'POST', '/v1/databases/disconnect', 'databases', connection), 'could not disconnect environment');
    expect(await links(databaseId)).toEqual(before);

    // The site whose server takes it is disconnected on its own.
    const working = await call('customer', 'POST', '/v1/databases/disconnect', 'databases', { ...connection, environmentIds: [site.working] });
    expect(working.json().meta.message).toBe('db disconnected');
    expect((await links(databaseId)).map((link) => link.environmentId)).toEqual([site.failing]);
  });
});

describe('deleting a CDN order whose setup the CDN will not cancel', () => {
  it("says 'Could not delete order' and keeps the order and its domain's link to it", async () => {
    const added = await call('customer', 'POST', `/v1/environments/${site.working}/domains?www=0`, 'domains', { name: 'fail-order.acme-test.com' });
    expect(added.statusCode, added.body).toBe(201);
    const domainId = Number(added.json().data.id);
    const ordered = await call('customer', 'POST', '/v1/provisioning/servebolt-cdn/orders', 'provisioning-orders', { domainIds: [domainId] });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const orderId = Number(ordered.json().data.id);
    const order = await db().select().from(provisioningOrders).where(eq(provisioningOrders.id, orderId));
    const [domain] = await db().select().from(domains).where(eq(domains.id, domainId));
    expect(domain.cdnOrderId).toBe(orderId);

    expectRefused(await call('customer', 'DELETE', `/v1/provisioning/servebolt-cdn/orders/${orderId}`), 'Could not delete order');
    expect(await db().select().from(provisioningOrders).where(eq(provisioningOrders.id, orderId))).toEqual(order);
    expect((await db().select().from(domains).where(eq(domains.id, domainId)))[0]).toMatchObject({
      cdnOrderId: orderId,
      cdnOrderStatus: domain.cdnOrderStatus,
    });
  });
});

describe('the billing portal of a customer the billing provider refuses', () => {
  const sessions = async () => Number((await db().select({ n: count() }).from(billingPortalSessions))[0].n);
  const setCompany = async (company: string) =>
    expect((await call('customer', 'PATCH', '/v1/customer', 'customers', { company })).statusCode).toBe(200);

  it('asks to try again later (spec 1 §8) and keeps no portal session', async () => {
    await setCompany('fail-Acme Web AS');
    const before = await sessions();
    expectRefused(await call('customer', 'POST', '/v1/chargebee-portal'), 'The billing provider could not be opened. Please try again later.');
    expect(await sessions()).toBe(before);

    await setCompany('Acme Web AS');
    expect((await call('customer', 'POST', '/v1/chargebee-portal')).statusCode).toBe(201);
    expect(await sessions()).toBe(before + 1);
  });
});
