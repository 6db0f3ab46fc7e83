import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthority, keyAndCsr, selfSignedCertificate, signCsr, validityFrom } from '../../server/dataplane/certificates/x509';
import type { IssuedCertificate } from '../../server/dataplane/certificates/authority';
import { certificates } from '../../server/db/schema';
import { certificateWorld, type CertificateWorld } from './certificateCalls';

/** POST certificates (spec 2 §7 import): checked with node:crypto, stored as EXTERNAL with its real expiry. */
let world: CertificateWorld;
let domainId: number;
let good: IssuedCertificate;
let stranger: IssuedCertificate;
let expired: IssuedCertificate;
let signed: { certificate: string; chain: string; privateKey: string };

const DAY = 86_400_000;

beforeAll(async () => {
  world = await certificateWorld();
  domainId = await world.addDomain('customer', world.own.id, 'import-shop.example.com');
  // Valid from an hour ago for 60 days: today, whatever today is (in whole seconds, as X.509 dates are).
  const now = validityFrom(new Date(Math.floor(Date.now() / 1000 - 3600) * 1000), 60);
  good = await selfSignedCertificate(['import-shop.example.com', 'www.import-shop.example.com'], now);
  stranger = await selfSignedCertificate(['import-shop.example.com'], now);
  expired = await selfSignedCertificate(['import-shop.example.com'], validityFrom(new Date('2020-01-01T00:00:00Z'), 90));
  const ca = await createAuthority('Import API test CA', now);
  const request = await keyAndCsr(['*.import-wild.example.com']);
  signed = { certificate: await signCsr(ca, request.csrPem, now), chain: ca.certificate.toString('pem'), privateKey: request.privateKeyPem };
});
afterAll(() => world.server.close());

const importing = (attributes: object, who: 'customer' | 'other' | 'staff' = 'customer') =>
  world.call(who, 'POST', `/v1/${who === 'staff' ? 'admin/' : ''}certificates`, { environmentId: world.own.id, domainId, ...attributes });
const rows = async () => Number((await world.server.database.db.select({ n: count() }).from(certificates))[0].n);

describe('POST certificates (import)', () => {
  it('imports a certificate with its key for a domain: EXTERNAL, ACTIVE, its real expiry, linked, not auto-renewed', async () => {
    const response = await importing({ certificate: good.certificatePem, privateKey: good.privateKeyPem });
    expect(response.statusCode).toBe(201);
    expect(response.json().meta).toEqual({ message: 'certificate imported' });
    expect(response.json().data.attributes).toMatchObject({
      domain: 'import-shop.example.com',
      domainId,
      type: 'EXTERNAL',
      status: 'ACTIVE',
      autoRenew: false,
      isWildcard: false,
      expiresAt: good.notAfter.toISOString(),
      issuedAt: good.notBefore.toISOString(),
    });
    const row = await world.row(response.json().data.id);
    expect(row).toMatchObject({ certificatePem: good.certificatePem.trim(), privateKeyPem: good.privateKeyPem.trim() });
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 58 * DAY);
  });

  it('imports a wildcard with its chain and no domain, named after the certificate', async () => {
    const response = await importing({ domainId: null, ...signed });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ domain: 'import-wild.example.com', isWildcard: true, domainId: null });
    expect((await world.row(response.json().data.id)).chainPem).toBe(signed.chain.trim());
  });

  it('refuses with a pointer per bad field in clear words, and imports nothing', async () => {
    const before = await rows();
    const other = await world.addDomain('customer', world.own.id, 'import-other.example.com');
    const othersDomain = await world.addDomain('other', world.others.id, 'import-others.example.com');
    for (const [attributes, field, detail] of [
      [{ certificate: '', privateKey: good.privateKeyPem }, 'certificate', 'The field cannot be empty.'],
      [{ certificate: good.certificatePem }, 'privateKey', 'The field cannot be empty.'],
      [{ certificate: 'hello', privateKey: good.privateKeyPem }, 'certificate', 'The certificate is not a valid PEM certificate.'],
      [{ certificate: good.certificatePem, privateKey: 'not a key' }, 'privateKey', 'The private key is not a valid PEM private key.'],
      [{ certificate: good.certificatePem, privateKey: stranger.privateKeyPem }, 'privateKey', 'The private key does not match the certificate.'],
      [{ certificate: expired.certificatePem, privateKey: expired.privateKeyPem }, 'certificate', 'The certificate expired on 2020-03-31.'],
      [
        { certificate: good.certificatePem, privateKey: good.privateKeyPem, domainId: other },
        'certificate',
        'The certificate does not cover import-other.example.com.',
      ],
      [
        { certificate: good.certificatePem, privateKey: good.privateKeyPem, chain: 'not a chain' },
        'chain',
        'The certificate chain is not valid PEM.',
      ],
      [{ ...signed, domainId: null, chain: good.certificatePem }, 'chain', 'The certificate chain does not belong to the certificate.'],
      [
        { certificate: good.certificatePem, privateKey: good.privateKeyPem, domainId: othersDomain },
        'domainId',
        'Please choose a domain of this site.',
      ],
    ] as const) {
      const response = await importing(attributes);
      expect(response.statusCode, detail).toBe(422);
      expect(response.json().errors[0], detail).toMatchObject({ detail, source: { pointer: `/data/attributes/${field}` } });
    }
    expect(await rows()).toBe(before);
  });

  it('answers another account’s site as missing, and lets staff import on admin/', async () => {
    const pems = { certificate: good.certificatePem, privateKey: good.privateKeyPem };
    expect((await importing(pems, 'other')).statusCode).toBe(404);
    expect((await importing({ ...pems, environmentId: 999999 })).statusCode).toBe(404);
    const staff = await importing(pems, 'staff');
    expect(staff.statusCode).toBe(201);
    expect(staff.json().data.attributes.customer).toBe('Acme Web AS');
  });
});
