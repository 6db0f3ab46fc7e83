import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acmeAuthority } from '../../server/dataplane/certificates/acme.js';
import { certificateAuthorities } from '../../server/dataplane/certificates/authorities.js';
import {
  CertificateAuthorityError,
  type CertificateAuthority,
  type IssuedCertificate,
  type OrderState,
  type Validation,
} from '../../server/dataplane/certificates/authority.js';
import { startPebble, type Pebble } from '../support/pebble.js';

let pebble: Pebble;
let ca: CertificateAuthority;

beforeAll(async () => {
  pebble = await startPebble();
  ca = acmeAuthority({ directoryUrl: pebble.directoryUrl, caBundlePem: pebble.caBundlePem });
});
afterAll(() => pebble?.stop());

/** Runs a step again until it has an answer, as the job does every 5 s (spec 2 §4); Pebble answers at once. */
async function until<T>(step: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  for (;;) {
    const answer = await step();
    if (done(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const settled = (authority: CertificateAuthority, order: OrderState): Promise<Validation> =>
  until(
    () => authority.poll(order),
    (validation) => validation.status !== 'pending',
  );
const issuedBy = (authority: CertificateAuthority, order: OrderState) =>
  until(
    () => authority.finalize(order),
    (certificate) => certificate !== null,
  ) as Promise<IssuedCertificate>;

/** The order as a job stores it and reads it back. */
const stored = (order: OrderState): OrderState => JSON.parse(JSON.stringify(order));

describe('Let’s Encrypt over ACME (RFC 8555) against Pebble, with DNS-01', () => {
  it('issues a certificate once the TXT records the CA asked for are in the DNS', async () => {
    const order = await ca.placeOrder(['shop.example.com', 'www.shop.example.com']);
    expect(order.challenges.map(({ type, name }) => ({ type, name }))).toEqual([
      { type: 'TXT', name: '_acme-challenge.shop.example.com' },
      { type: 'TXT', name: '_acme-challenge.www.shop.example.com' },
    ]);
    expect(await ca.poll(order)).toEqual({ status: 'pending' });
    for (const { name, value } of order.challenges) await pebble.addTxt(name, value);

    const confirmed = await ca.confirmChallenges(order);
    expect(await settled(ca, confirmed)).toEqual({ status: 'valid' });
    const certificate = await issuedBy(ca, confirmed);

    const leaf = new X509Certificate(certificate.certificatePem);
    expect(leaf.subjectAltName).toBe('DNS:shop.example.com, DNS:www.shop.example.com');
    expect(leaf.checkIssued(new X509Certificate(certificate.chainPem))).toBe(true);
    expect(leaf.checkPrivateKey(createPrivateKey(certificate.privateKeyPem))).toBe(true);
    expect(certificate.notAfter).toEqual(new Date(leaf.validTo));
    expect(certificate.notBefore).toEqual(new Date(leaf.validFrom));
  });

  it('carries on from the stored order after a restart, and repeating a step changes nothing', async () => {
    const order = stored(await ca.placeOrder(['*.blog.example.com', 'blog.example.com']));
    // A wildcard is validated at its base name: two values under one name.
    expect(order.challenges.map(({ name }) => name)).toEqual(['_acme-challenge.blog.example.com', '_acme-challenge.blog.example.com']);
    for (const { name, value } of order.challenges) await pebble.addTxt(name, value);

    const restarted = acmeAuthority({ directoryUrl: pebble.directoryUrl, caBundlePem: pebble.caBundlePem });
    const confirmed = stored(await restarted.confirmChallenges(order));
    await restarted.confirmChallenges(confirmed);
    expect(await settled(restarted, confirmed)).toEqual({ status: 'valid' });
    const certificate = await issuedBy(restarted, confirmed);
    const again = await restarted.finalize(confirmed);
    expect(again?.certificatePem).toBe(certificate.certificatePem);
    expect(new X509Certificate(certificate.certificatePem).subjectAltName).toBe('DNS:*.blog.example.com, DNS:blog.example.com');
  });

  it('ends invalid with the CA’s reason when the TXT record is wrong', async () => {
    const order = await ca.placeOrder(['wrong.example.com']);
    await pebble.addTxt(order.challenges[0].name, 'not-what-the-ca-asked-for');
    const confirmed = await ca.confirmChallenges(order);
    const validation = await settled(ca, confirmed);
    expect(validation).toEqual({ status: 'invalid', reason: 'wrong.example.com: Correct value not found for DNS challenge' });
    await expect(ca.finalize(confirmed)).rejects.toThrow(CertificateAuthorityError);
  });

  it('is what the configuration chooses when ACME_DIRECTORY_URL is set', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'acme-config-'));
    try {
      await writeFile(path.join(dir, 'ca.pem'), pebble.caBundlePem);
      const { LETS_ENCRYPT } = certificateAuthorities({
        acmeDirectoryUrl: pebble.directoryUrl,
        acmeCaBundleFile: path.join(dir, 'ca.pem'),
        acmeAccountKeyFile: undefined,
        sandboxMs: 0,
      });
      const order = await LETS_ENCRYPT.placeOrder(['configured.example.com']);
      await pebble.addTxt(order.challenges[0].name, order.challenges[0].value);
      expect(await settled(LETS_ENCRYPT, await LETS_ENCRYPT.confirmChallenges(order))).toEqual({ status: 'valid' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
