import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInProvider } from '../support/signedInProvider';

/** The add-domain wizard's calls (spec 2 §7) as the data provider's typed methods, against the real API. */
const api = useSignedInProvider();
beforeAll(() => api.signIn('customer@demo.test'));

describe('a customer’s domain and its certificates', () => {
  it('adds a name with its www twin, finds the twin, and deletes both', async () => {
    const added = await api.provider.addDomain(2, 'calls-twin.net', true);
    expect(added).toMatchObject({ name: 'calls-twin.net', environmentId: 2, cdn: { enabled: false } });
    expect(await api.provider.siteDomain(2, added.id)).toMatchObject({ id: added.id, name: 'calls-twin.net' });
    const twin = await api.provider.siteDomainNamed(2, 'www.calls-twin.net');
    expect(twin?.name).toBe('www.calls-twin.net');
    expect(await api.provider.siteDomainNamed(2, 'calls-twin')).toBeNull();
    await api.provider.deleteDomain(2, added.id);
    await api.provider.deleteDomain(2, twin!.id);
    await expect(api.provider.siteDomain(2, added.id)).rejects.toMatchObject({ status: 404 });
  });

  it('answers a name another site serves with its error detail', async () => {
    await api.provider.addDomain(2, 'calls-taken.net', false);
    await expect(api.provider.addDomain(3, 'calls-taken.net', false)).rejects.toMatchObject({
      body: { jsonapi: { errors: [{ detail: 'calls-taken.net is already added to a site.' }] } },
    });
  });

  it('orders a self-signed certificate, lists, reads, links, unlinks and deletes it', async () => {
    const domain = await api.provider.addDomain(2, 'calls-cert.net', false);
    const ordered = await api.provider.orderCertificate(
      { type: 'SELF_SIGNED', isWildcard: false, domainId: Number(domain.id), domain: domain.name },
      false,
    );
    expect(ordered.data).toMatchObject({ type: 'SELF_SIGNED', domain: 'calls-cert.net', challengeType: 'TXT' });
    // The order's job generates it; the wizard reads the order until it is ACTIVE.
    await expect.poll(async () => (await api.provider.certificate(ordered.data.id)).status, { timeout: 15000 }).toBe('ACTIVE');
    expect((await api.provider.domainCertificates(2, domain.id)).map((each) => each.id)).toContain(ordered.data.id);
    const linked = await api.provider.linkCertificate(2, domain.id, ordered.data.id);
    expect(linked.certificates.map((each) => each.id)).toContain(ordered.data.id);
    await expect(api.provider.deleteCertificate(ordered.data.id)).rejects.toMatchObject({ status: 422 });
    const unlinked = await api.provider.unlinkCertificate(2, domain.id, ordered.data.id);
    expect(unlinked.certificates.map((each) => each.id)).not.toContain(ordered.data.id);
    await api.provider.deleteCertificate(ordered.data.id);
    expect((await api.provider.certificate(ordered.data.id)).status).toBe('DELETED');
  });

  it('refuses a paid certificate without checkout', async () => {
    const domain = await api.provider.addDomain(2, 'calls-paid.net', false);
    await expect(
      api.provider.orderCertificate({ type: 'SECTIGO', isWildcard: false, domainId: Number(domain.id), domain: domain.name }, false),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('places a CDN order for a domain', async () => {
    const domain = await api.provider.addDomain(2, 'calls-cdn.net', false);
    const order = await api.provider.orderCdn('sbcdn', Number(domain.id), false);
    expect(order).toMatchObject({ type: 'sbcdn' });
    expect(order.domains.map((each) => each.name)).toEqual(['calls-cdn.net']);
    expect((await api.provider.siteDomain(2, domain.id)).cdn.orderId).toBe(Number(order.id));
  });
});
