import { createPrivateKey, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.js';
import { certificateAuthorities } from '../../server/dataplane/certificates/authorities.js';
import { CertificateAuthorityError, type OrderState } from '../../server/dataplane/certificates/authority.js';

const DAY_MS = 86_400_000;
const START = Date.parse('2030-01-01T00:00:00Z');

/** The configuration `npm start` has with nothing set, on a clock the test moves. */
function offline() {
  const clock = { now: START };
  const config = readConfig({}).certificates;
  return { clock, config, authorities: certificateAuthorities(config, () => clock.now) };
}

/** The order as a job stores it and reads it back. */
const stored = (order: OrderState): OrderState => JSON.parse(JSON.stringify(order));

describe('the offline default: sandbox certificate authorities', () => {
  it('Let’s Encrypt asks for TXT records, validates CERTIFICATE_SANDBOX_MS after the confirmation and issues a real 90-day certificate', async () => {
    const { clock, config, authorities } = offline();
    expect(config).toEqual({ acmeDirectoryUrl: undefined, acmeCaBundleFile: undefined, acmeAccountKeyFile: undefined, sandboxMs: 3000 });
    const ca = authorities.LETS_ENCRYPT;
    const order = stored(await ca.placeOrder(['shop.example.com', 'www.shop.example.com']));
    expect(order.challenges.map(({ type, name }) => ({ type, name }))).toEqual([
      { type: 'TXT', name: '_acme-challenge.shop.example.com' },
      { type: 'TXT', name: '_acme-challenge.www.shop.example.com' },
    ]);
    clock.now += 60_000;
    expect(await ca.poll(order)).toEqual({ status: 'pending' });
    expect(await ca.finalize(order)).toBeNull();

    const confirmed = stored(await ca.confirmChallenges(order));
    clock.now += 2999;
    expect(await ca.poll(confirmed)).toEqual({ status: 'pending' });
    // A repeated confirmation keeps the first one's time.
    const repeated = stored(await ca.confirmChallenges(confirmed));
    clock.now += 1;
    expect(await ca.poll(repeated)).toEqual({ status: 'valid' });

    const certificate = await ca.finalize(repeated);
    const validatedAt = START + 60_000 + 3000;
    expect(certificate?.notBefore).toEqual(new Date(validatedAt));
    expect(certificate?.notAfter).toEqual(new Date(validatedAt + 90 * DAY_MS));
    const leaf = new X509Certificate(certificate!.certificatePem);
    expect(leaf.subjectAltName).toBe('DNS:shop.example.com, DNS:www.shop.example.com');
    expect(leaf.issuer).toBe('CN=Sandbox ACME CA');
    expect(leaf.checkIssued(new X509Certificate(certificate!.chainPem))).toBe(true);
    expect(leaf.checkPrivateKey(createPrivateKey(certificate!.privateKeyPem))).toBe(true);
    expect(new Date(leaf.validTo)).toEqual(certificate!.notAfter);
  });

  it('fails a name with a label starting fail- in the CA’s words', async () => {
    const { clock, authorities } = offline();
    const ca = authorities.LETS_ENCRYPT;
    const confirmed = await ca.confirmChallenges(await ca.placeOrder(['fail-shop.example.com']));
    clock.now += 3000;
    expect(await ca.poll(confirmed)).toEqual({ status: 'invalid', reason: 'No TXT record found at _acme-challenge.fail-shop.example.com' });
    await expect(ca.finalize(confirmed)).rejects.toThrow(CertificateAuthorityError);
  });

  it('Sectigo asks for one CNAME per base name made from the request’s hashes and issues a one-year certificate', async () => {
    const { clock, authorities } = offline();
    const ca = authorities.SECTIGO;
    const order = await ca.placeOrder(['*.example.org', 'example.org']);
    expect(order.challenges).toEqual([
      {
        type: 'CNAME',
        name: expect.stringMatching(/^_[0-9A-F]{32}\.example\.org$/),
        value: expect.stringMatching(/^[0-9A-F]{32}\.[0-9A-F]{32}\.sectigo\.com$/),
      },
    ]);
    const confirmed = await ca.confirmChallenges(order);
    clock.now += 3000;
    expect(await ca.poll(confirmed)).toEqual({ status: 'valid' });
    const certificate = await ca.finalize(confirmed);
    expect(certificate!.notAfter.getTime() - certificate!.notBefore.getTime()).toBe(365 * DAY_MS);
    expect(new X509Certificate(certificate!.certificatePem).subjectAltName).toBe('DNS:*.example.org, DNS:example.org');

    const failing = await ca.confirmChallenges(await ca.placeOrder(['www.fail-site.example.org']));
    clock.now += 3000;
    expect(await ca.poll(failing)).toEqual({
      status: 'invalid',
      reason: 'Domain control validation failed for www.fail-site.example.org: the CNAME record was not found.',
    });
  });
});
