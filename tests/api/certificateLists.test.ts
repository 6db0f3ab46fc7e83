import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../server/db/schema';
import { certificateWorld, type CertificateWorld, type Who } from './certificateCalls';

/** Reading certificates: one, the lists of customers and staff (spec 1 §2 /certificate-orders, /expiring-ssl), a domain's. */
let world: CertificateWorld;
let ownId: string;
let othersId: string;
let domainId: number;
let subdomainId: number;

const DAY = 86_400_000;

beforeAll(async () => {
  world = await certificateWorld();
  domainId = await world.addDomain('customer', world.own.id, 'list-shop.example.com');
  subdomainId = await world.addDomain('customer', world.own.id, 'blog.list-shop.example.com');
  const othersDomain = await world.addDomain('other', world.others.id, 'list-other.example.com');
  const order = async (who: Who, id: number, domain: string, isWildcard = false) =>
    (await world.call(who, 'POST', '/v1/certificates/order', { type: 'SELF_SIGNED', isWildcard, domainId: id, domain })).json().data.id as string;
  ownId = await order('customer', domainId, 'list-shop.example.com');
  othersId = await order('other', othersDomain, 'list-other.example.com');
  await order('customer', domainId, 'list-shop.example.com', true);
  await world.settle(ownId, 'ACTIVE');
  await world.settle(othersId, 'ACTIVE');
});
afterAll(() => world.server.close());

const list = async (who: Who, url: string) => {
  const response = await world.call(who, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { id: string; attributes: Record<string, unknown> }[]; meta: { total: number } };
};

describe('GET certificates/{id}', () => {
  it.each<[Who, () => string, number]>([
    ['customer', () => `/v1/certificates/${ownId}`, 200],
    ['customer', () => `/v1/certificates/${othersId}`, 404],
    ['other', () => `/v1/certificates/${ownId}`, 404],
    ['staff', () => `/v1/certificates/${ownId}`, 404],
    ['staff', () => `/v1/admin/certificates/${ownId}`, 200],
    ['admin', () => `/v1/admin/certificates/${othersId}`, 200],
    ['customer', () => `/v1/admin/certificates/${ownId}`, 403],
    ['customer', () => '/v1/certificates/999999', 404],
    ['customer', () => '/v1/certificates/abc', 404],
  ])('%s GET %s -> %i', async (who, url, status) => {
    expect((await world.call(who, 'GET', url())).statusCode).toBe(status);
  });

  it('names the customer for staff only, and never carries a PEM or key', async () => {
    const own = (await world.call('customer', 'GET', `/v1/certificates/${ownId}`)).json().data;
    expect(own.attributes.customer).toBeNull();
    const staff = (await world.call('staff', 'GET', `/v1/admin/certificates/${ownId}`)).json().data;
    expect(staff.attributes.customer).toBe('Acme Web AS');
    expect(JSON.stringify(staff)).not.toMatch(/BEGIN|PRIVATE/);
  });
});

describe('GET certificates', () => {
  it('lists a customer’s own certificates only, newest first', async () => {
    const body = await list('customer', '/v1/certificates?per_page=100');
    const ids = body.data.map((record) => record.id);
    expect(ids).toContain(ownId);
    expect(ids).not.toContain(othersId);
    expect(body.data.every((record) => record.attributes.boltId !== 5)).toBe(true);
    expect(ids).toEqual([...ids].sort((a, b) => Number(b) - Number(a)));
    const other = await list('other', '/v1/certificates?per_page=100');
    expect(other.data[0].id).toBe(othersId);
    expect(other.data.map((record) => record.id)).not.toContain(ownId);
  });

  it('lists every account’s orders for staff, filtered by status, customer and search', async () => {
    const all = await list('staff', '/v1/admin/certificates?per_page=100');
    expect(all.data.map((record) => record.id)).toEqual(expect.arrayContaining([ownId, othersId]));
    for (const url of ['/v1/admin/certificates?filter[customerId]=3&per_page=100', '/v1/admin/certificates?q=other%20media&per_page=100']) {
      const ofOther = await list('staff', url);
      expect(ofOther.data[0].id, url).toBe(othersId);
      expect(
        ofOther.data.every((record) => record.attributes.customer === 'Other Media Ltd'),
        url,
      ).toBe(true);
    }
    const byName = await list('staff', '/v1/admin/certificates?q=list-shop');
    expect(byName.data.every((record) => record.attributes.domain === 'list-shop.example.com')).toBe(true);
    const failed = await list('staff', '/v1/admin/certificates?filter[status]=FAILED_DRAFT,FAILED_REQUEST_CHALLENGE');
    expect(failed.meta.total).toBe(0);
    expect((await world.call('customer', 'GET', '/v1/certificates?filter[customerId]=3')).statusCode).toBe(422);
  });

  it('answers /expiring-ssl with the badge’s number as its total', async () => {
    const db = world.server.database.db;
    await db
      .update(certificates)
      .set({ expiresAt: new Date(Date.now() + 3 * DAY) })
      .where(eq(certificates.id, Number(othersId)));
    const badge = (await world.call('staff', 'GET', '/v1/admin/count')).json().data.expiringCertificates;
    const expiring = await list('staff', '/v1/admin/certificates?filter[expiring]=1&per_page=100');
    expect(expiring.meta.total).toBe(badge);
    expect(expiring.data.map((record) => record.id)).toContain(othersId);
    expect(expiring.data.every((record) => Date.parse(record.attributes.expiresAt as string) <= Date.now() + 30 * DAY)).toBe(true);
    // A deleted certificate no longer counts on either.
    await db
      .update(certificates)
      .set({ status: 'DELETED' })
      .where(eq(certificates.id, Number(othersId)));
    expect((await world.call('staff', 'GET', '/v1/admin/count')).json().data.expiringCertificates).toBe(badge - 1);
    expect((await list('staff', '/v1/admin/certificates?filter[expiring]=1')).meta.total).toBe(badge - 1);
    expect((await world.call('staff', 'GET', '/v1/admin/certificates?filter[expiring]=maybe')).statusCode).toBe(422);
  });

  it('shows deleted certificates only when asked for by status', async () => {
    const deleted = await list('staff', '/v1/admin/certificates?filter[status]=DELETED');
    expect(deleted.data.map((record) => record.id)).toEqual([othersId]);
    expect((await list('staff', '/v1/admin/certificates?per_page=100')).data.map((record) => record.id)).not.toContain(othersId);
    expect((await list('other', '/v1/certificates?per_page=100')).data.map((record) => record.id)).not.toContain(othersId);
  });
});

describe('GET environments/{id}/domains/{domainId}/certificates', () => {
  it('lists the site’s certificates covering the domain, linked or not, newest first; a wildcard covers its subdomains', async () => {
    const forDomain = await list('customer', `/v1/environments/${world.own.id}/domains/${domainId}/certificates`);
    expect(forDomain.data.map((record) => record.attributes.isWildcard)).toEqual([true, false]);
    const forSubdomain = await list('customer', `/v1/environments/${world.own.id}/domains/${subdomainId}/certificates`);
    expect(forSubdomain.data.map((record) => record.attributes.isWildcard)).toEqual([true]);
  });

  it('answers another account’s site, or a domain through another site, as missing', async () => {
    expect((await world.call('other', 'GET', `/v1/environments/${world.own.id}/domains/${domainId}/certificates`)).statusCode).toBe(404);
    expect((await world.call('customer', 'GET', `/v1/environments/${world.spare.id}/domains/${domainId}/certificates`)).statusCode).toBe(404);
    expect((await world.call('staff', 'GET', `/v1/admin/environments/${world.own.id}/domains/${domainId}/certificates`)).statusCode).toBe(200);
  });
});
