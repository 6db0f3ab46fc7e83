import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startPebble, type Pebble } from '../support/pebble';
import { certificateWorld, until, type CertificateWorld } from './certificateCalls';

/**
 * The whole Let's Encrypt flow through the API and the jobs against Pebble (Let's Encrypt's test
 * CA) and pebble-challtestsrv: order → the TXT records the CA asked for are added at the "DNS host"
 * → 'DNS challenge completed' → ACTIVE, with a real certificate whose notAfter is the row's expiry.
 * Prints the time from 'DNS challenge completed' to ACTIVE (README "Domains and certificates").
 */
let pebble: Pebble;
let world: CertificateWorld;
let dir: string;

beforeAll(async () => {
  pebble = await startPebble();
  dir = await mkdtemp(path.join(tmpdir(), 'pebble-api-'));
  await writeFile(path.join(dir, 'ca.pem'), pebble.caBundlePem);
  world = await certificateWorld({
    dnsResolver: pebble.dnsResolver,
    certificates: { ...readConfig({}).certificates, acmeDirectoryUrl: pebble.directoryUrl, acmeCaBundleFile: path.join(dir, 'ca.pem') },
  });
});
afterAll(async () => {
  await world?.server.close();
  await pebble?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Orders a Let's Encrypt certificate for a new domain of Acme's site and waits for the CA's records. */
async function orderFor(name: string, isWildcard = false) {
  const domainId = await world.addDomain('customer', world.own.id, name);
  const response = await world.call('customer', 'POST', '/v1/certificates/order', { type: 'LETS_ENCRYPT', isWildcard, domainId, domain: name });
  expect(response.statusCode).toBe(201);
  const id = response.json().data.id as string;
  const waiting = await world.settle(id, 'AWAITING_CHALLENGE');
  expect(waiting.status).toBe('AWAITING_CHALLENGE');
  return { id, challenges: waiting.dnsChallenges as Record<string, string[]> };
}

/** Presses 'DNS challenge completed' and waits until the order settles; how long that took. */
async function complete(id: string) {
  const pressed = performance.now();
  const response = await world.call('customer', 'PUT', `/v1/certificates/${id}/dns-challenge-completed`);
  expect(response.json().meta.message).toBe('verifying your DNS records please wait');
  const settled = await until(
    () => world.certificate(id),
    (attributes) => attributes.status === 'ACTIVE' || attributes.status.startsWith('FAILED_'),
    30_000,
  );
  return { settled, ms: performance.now() - pressed };
}

describe("Let's Encrypt over ACME against Pebble, through the API and the jobs", () => {
  it('issues a real certificate once the TXT records the CA asked for are in the DNS', async () => {
    const times: number[] = [];
    for (const [name, isWildcard] of [
      ['pebble-shop.example.com', false],
      ['pebble-wild.example.com', true],
      ['pebble-blog.example.com', false],
    ] as const) {
      const { id, challenges } = await orderFor(name, isWildcard);
      expect(Object.keys(challenges)).toEqual([`_acme-challenge.${name}`]);
      expect(challenges[`_acme-challenge.${name}`]).toHaveLength(isWildcard ? 2 : 1);
      for (const [record, values] of Object.entries(challenges)) for (const value of values) await pebble.addTxt(record, value);

      const { settled, ms } = await complete(id);
      times.push(ms);
      expect(settled).toMatchObject({ status: 'ACTIVE', statusMessage: null });
      const row = await world.row(id);
      const leaf = new X509Certificate(row.certificatePem!);
      expect(new Date(leaf.validTo)).toEqual(row.expiresAt);
      expect(settled.expiresAt).toBe(row.expiresAt!.toISOString());
      expect(leaf.subjectAltName).toBe(isWildcard ? `DNS:*.${name}, DNS:${name}` : `DNS:${name}`);
      expect(leaf.checkIssued(new X509Certificate(row.chainPem!))).toBe(true);
      expect(leaf.issuer).not.toBe(leaf.subject);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `Pebble: 'DNS challenge completed' → ACTIVE: ${times.map((ms) => `${Math.round(ms)} ms`).join(', ')} (median ${Math.round(sorted[1])} ms)`,
    );
  }, 120_000);

  it('fails the order with the CA’s reason when the TXT record is wrong', async () => {
    const { id, challenges } = await orderFor('pebble-wrong.example.com');
    await pebble.addTxt(Object.keys(challenges)[0], 'not-what-the-ca-asked-for');
    const { settled } = await complete(id);
    expect(settled).toMatchObject({
      status: 'FAILED_REQUEST_CHALLENGE',
      statusMessage: 'pebble-wrong.example.com: Correct value not found for DNS challenge',
    });
  });
});
