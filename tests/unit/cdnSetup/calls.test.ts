import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../../../server/db/schema';
import { useSignedInProvider } from '../support/signedInProvider';
import { certificateStatusLabel } from '../../../src/rules/certificates';

/** The CDN wizard's and the staff pages' calls (spec 2 §7) as the data provider's typed methods, against the real API. */
const api = useSignedInProvider();

describe('staff (admin/… paths)', () => {
  it('find the customer, list their domains for the CDN, and order, read, move on and delete a CDN order', async () => {
    await api.signIn('staff@demo.test');
    const [acme] = (await api.provider.customerChoices('Acme')).filter((customer) => customer.name === 'Acme Web AS');
    expect(acme).toMatchObject({ name: 'Acme Web AS', id: expect.any(Number), userId: expect.any(Number) });
    await expect(api.provider.createCdnOrder({ customerId: null, domainIds: [1] })).rejects.toThrow('Please select customer');

    const page = await api.provider.cdnDomains({ customerId: acme.id, q: '', sort: 'name', direction: 'asc', page: 1 });
    expect(page.domains.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.domains.length);
    const names = page.domains.map((domain) => domain.name);
    expect(names).toEqual([...names].sort());
    const [first] = page.domains;
    expect(first.cdn.enabled).toBe(false);
    expect((await api.provider.domainChoices(first.name, acme.id)).map((domain) => domain.name)).toContain(first.name);

    const order = await api.provider.createCdnOrder({ customerId: acme.id, domainIds: [Number(first.id)] });
    expect(order).toMatchObject({ customerId: acme.id, customer: 'Acme Web AS', type: 'sbcdn' });
    expect((await api.provider.cdnOrder(order.id)).domains.map((domain) => domain.name)).toEqual([first.name]);
    const status = await api.provider.cdnOrderStatus(order.id);
    expect(Object.keys(status.domains)).toEqual([first.name]);
    expect(Object.keys(status.domains[first.name].steps)).toEqual(['ownership', 'ssl', 'routing', 'extra']);
    for (const moved of [
      api.provider.resumeCdnOrder(order.id),
      api.provider.nextCdnOrderStep(order.id),
      api.provider.verifyCdnOrder(order.id, 'ownership'),
    ]) {
      expect(Object.keys((await moved).domains)).toEqual([first.name]);
    }
    const { data: listed } = await api.provider.getList('orders', {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(listed.map((each) => each.id)).toContain(order.id);

    await api.provider.deleteCdnOrder(order.id);
    await expect(api.provider.cdnOrder(order.id)).rejects.toMatchObject({ status: 404 });
  });

  it('list certificate orders by status with their labels, and exactly as many expiring ones as the badge counts', async () => {
    await api.signIn('staff@demo.test');
    const { data: ready } = await api.provider.getList('certificate-orders', {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'ACTIVE' },
    });
    expect(ready.length).toBeGreaterThan(0);
    expect(new Set(ready.map((certificate) => certificateStatusLabel(certificate.status)))).toEqual(new Set(['Ready']));
    expect(ready.every((certificate) => typeof certificate.customer === 'string')).toBe(true);

    const { total } = await api.provider.getList('expiring-ssl', {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'expiresAt', order: 'ASC' },
      filter: { expiring: 1 },
    });
    expect(total).toBeGreaterThan(0);
    expect(total).toBe(await api.provider.expiringCertificateCount());
  });

  it('reprocess a failed certificate order, admins only (POST admin/certificates/{id}/reprocess)', async () => {
    const [failed] = await api.server.database.db
      .update(certificates)
      .set({ status: 'FAILED_REQUEST_CERTIFICATE', statusMessage: 'The CA refused the order.' })
      .where(eq(certificates.id, 1))
      .returning({ id: certificates.id });
    await api.signIn('staff@demo.test');
    await expect(api.provider.reprocessCertificate(failed.id)).rejects.toMatchObject({ status: 403 });
    await api.signIn('admin@demo.test');
    const reprocessed = await api.provider.reprocessCertificate(failed.id);
    expect(reprocessed.id).toBe(String(failed.id));
    expect(reprocessed.status.startsWith('FAILED_')).toBe(false);
  });

  it('read the provisioning logs, newest first', async () => {
    await api.signIn('staff@demo.test');
    const { data, total } = await api.provider.getList('provisioning-logs', {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(total).toBe(data.length);
    const times = data.map((log) => Date.parse(log.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('a customer (plain paths)', () => {
  it('orders the CDN for their own domains without naming a customer, and sees it on the site’s domains', async () => {
    await api.signIn('customer@demo.test');
    const { domains } = await api.provider.cdnDomains({ customerId: null, q: '', sort: 'name', direction: 'desc', page: 1 });
    const names = domains.map((domain) => domain.name);
    expect(names).toEqual([...names].sort().reverse());
    const domain = domains.find((each) => !each.cdn.enabled)!;
    const order = await api.provider.createCdnOrder({ customerId: null, domainIds: [Number(domain.id)] });
    const states = await api.provider.siteCdnDomains(domain.environmentId);
    expect(states).toContainEqual({ enabled: false, orderId: Number(order.id), orderStatus: expect.any(String) });
    await expect(api.provider.customerChoices('Acme')).rejects.toMatchObject({ status: 404 });
  });
});
