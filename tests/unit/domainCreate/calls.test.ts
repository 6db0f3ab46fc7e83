import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../api/helpers';
import { installBrowserGlobals } from '../browserGlobals';
import { createDataProvider, type PanelDataProvider } from '../../../src/dataProvider';
import { login } from '../../../src/authProvider/login';

/** The add-domain wizard's calls (spec 2 §7) as the data provider's typed methods, against the real API. */
let server: TestServer;
let base: string;
let provider: PanelDataProvider;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  provider = createDataProvider(`${base}/v1`);
  installBrowserGlobals();
  await login('customer@demo.test', 'demo-password-1', (input, init) => fetch(`${base}${input}`, init));
});
afterAll(() => server.close());

describe('a customer’s domain and its certificates', () => {
  it('adds a name with its www twin, finds the twin, and deletes both', async () => {
    const added = await provider.addDomain(2, 'calls-twin.net', true);
    expect(added).toMatchObject({ name: 'calls-twin.net', environmentId: 2, cdn: { enabled: false } });
    expect(await provider.siteDomain(2, added.id)).toMatchObject({ id: added.id, name: 'calls-twin.net' });
    const twin = await provider.siteDomainNamed(2, 'www.calls-twin.net');
    expect(twin?.name).toBe('www.calls-twin.net');
    expect(await provider.siteDomainNamed(2, 'calls-twin')).toBeNull();
    await provider.deleteDomain(2, added.id);
    await provider.deleteDomain(2, twin!.id);
    await expect(provider.siteDomain(2, added.id)).rejects.toMatchObject({ status: 404 });
  });

  it('answers a name another site serves with its error detail', async () => {
    await provider.addDomain(2, 'calls-taken.net', false);
    await expect(provider.addDomain(3, 'calls-taken.net', false)).rejects.toMatchObject({
      body: { jsonapi: { errors: [{ detail: 'calls-taken.net is already added to a site.' }] } },
    });
  });

  it('orders a self-signed certificate, lists, reads, links, unlinks and deletes it', async () => {
    const domain = await provider.addDomain(2, 'calls-cert.net', false);
    const ordered = await provider.orderCertificate(
      { type: 'SELF_SIGNED', isWildcard: false, domainId: Number(domain.id), domain: domain.name },
      false,
    );
    expect(ordered.data).toMatchObject({ type: 'SELF_SIGNED', domain: 'calls-cert.net', challengeType: 'TXT' });
    // The order's job generates it; the wizard reads the order until it is ACTIVE.
    await expect.poll(async () => (await provider.certificate(ordered.data.id)).status, { timeout: 15000 }).toBe('ACTIVE');
    expect((await provider.domainCertificates(2, domain.id)).map((each) => each.id)).toContain(ordered.data.id);
    const linked = await provider.linkCertificate(2, domain.id, ordered.data.id);
    expect(linked.certificates.map((each) => each.id)).toContain(ordered.data.id);
    await expect(provider.deleteCertificate(ordered.data.id)).rejects.toMatchObject({ status: 422 });
    const unlinked = await provider.unlinkCertificate(2, domain.id, ordered.data.id);
    expect(unlinked.certificates.map((each) => each.id)).not.toContain(ordered.data.id);
    await provider.deleteCertificate(ordered.data.id);
    expect((await provider.certificate(ordered.data.id)).status).toBe('DELETED');
  });

  it('refuses a paid certificate without checkout', async () => {
    const domain = await provider.addDomain(2, 'calls-paid.net', false);
    await expect(
      provider.orderCertificate({ type: 'SECTIGO', isWildcard: false, domainId: Number(domain.id), domain: domain.name }, false),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('places a CDN order for a domain', async () => {
    const domain = await provider.addDomain(2, 'calls-cdn.net', false);
    const order = await provider.orderCdn('sbcdn', Number(domain.id), false);
    expect(order).toMatchObject({ type: 'sbcdn' });
    expect(order.domains.map((each) => each.name)).toEqual(['calls-cdn.net']);
    expect((await provider.siteDomain(2, domain.id)).cdn.orderId).toBe(Number(order.id));
  });
});
