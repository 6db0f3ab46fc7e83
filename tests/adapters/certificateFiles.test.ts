import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkImportedCertificate } from '../../server/dataplane/certificates/import.js';
import { createAuthority, keyAndCsr, selfSignedCertificate, signCsr, validityFrom } from '../../server/dataplane/certificates/x509.js';

const ISSUED = new Date('2030-01-01T00:00:00Z');
const validity = validityFrom(ISSUED, 365);
const during = { domain: 'shop.example.com', now: new Date('2030-06-01T00:00:00Z') };

describe('self-signed certificates', () => {
  it('are real X.509 certificates for the names, with their key and expiry', async () => {
    const certificate = await selfSignedCertificate(['shop.example.com', 'www.shop.example.com'], validity);
    const parsed = new X509Certificate(certificate.certificatePem);
    expect(parsed.subjectAltName).toBe('DNS:shop.example.com, DNS:www.shop.example.com');
    expect(parsed.subject).toBe('CN=shop.example.com');
    expect(parsed.verify(parsed.publicKey)).toBe(true);
    expect(new Date(parsed.validTo)).toEqual(new Date('2031-01-01T00:00:00Z'));
    expect(certificate).toMatchObject({ chainPem: '', notBefore: ISSUED, notAfter: new Date('2031-01-01T00:00:00Z') });
    expect(checkImportedCertificate(certificate, during)).toMatchObject({ valid: true, notAfter: new Date('2031-01-01T00:00:00Z') });
  });
});

describe('importing a certificate', () => {
  it('takes a certificate with its key and chain, also when the chain is pasted after it', async () => {
    const ca = await createAuthority('Import test CA', validity);
    const { privateKeyPem, csrPem } = await keyAndCsr(['*.example.com']);
    const certificatePem = await signCsr(ca, csrPem, validity);
    const chainPem = ca.certificate.toString('pem');
    const expected = { valid: true, certificatePem, chainPem, notBefore: ISSUED, notAfter: new Date('2031-01-01T00:00:00Z') };
    expect(checkImportedCertificate({ certificatePem, privateKeyPem, chainPem }, during)).toEqual(expected);
    expect(checkImportedCertificate({ certificatePem: `${certificatePem}\n${chainPem}`, privateKeyPem }, during)).toEqual(expected);

    const other = await createAuthority('Another CA', validity);
    expect(checkImportedCertificate({ certificatePem, privateKeyPem, chainPem: other.certificate.toString('pem') }, during)).toEqual({
      valid: false,
      field: 'chain',
      error: 'The certificate chain does not belong to the certificate.',
    });
  });

  it('refuses a key that is not the certificate’s', async () => {
    const certificate = await selfSignedCertificate(['shop.example.com'], validity);
    const stranger = await selfSignedCertificate(['shop.example.com'], validity);
    expect(checkImportedCertificate({ ...certificate, privateKeyPem: stranger.privateKeyPem }, during)).toEqual({
      valid: false,
      field: 'privateKey',
      error: 'The private key does not match the certificate.',
    });
  });

  it('refuses a certificate outside its validity or for other names', async () => {
    const certificate = await selfSignedCertificate(['shop.example.com'], validity);
    expect(checkImportedCertificate(certificate, { ...during, now: new Date('2031-01-02T00:00:00Z') })).toEqual({
      valid: false,
      field: 'certificate',
      error: 'The certificate expired on 2031-01-01.',
    });
    expect(checkImportedCertificate(certificate, { ...during, now: new Date('2029-12-31T00:00:00Z') })).toEqual({
      valid: false,
      field: 'certificate',
      error: 'The certificate is not valid before 2030-01-01.',
    });
    expect(checkImportedCertificate(certificate, { ...during, domain: 'blog.example.com' })).toEqual({
      valid: false,
      field: 'certificate',
      error: 'The certificate does not cover blog.example.com.',
    });
  });

  it('refuses what is not PEM', async () => {
    const certificate = await selfSignedCertificate(['shop.example.com'], validity);
    expect(checkImportedCertificate({ ...certificate, certificatePem: 'hello' }, during)).toEqual({
      valid: false,
      field: 'certificate',
      error: 'The certificate is not a valid PEM certificate.',
    });
    const damaged = certificate.certificatePem.replace(/\n[A-Za-z0-9+/]{10}/, '\nAAAAAAAAAA');
    expect(checkImportedCertificate({ ...certificate, certificatePem: damaged }, during)).toMatchObject({ valid: false });
    expect(checkImportedCertificate({ ...certificate, privateKeyPem: 'not a key' }, during)).toEqual({
      valid: false,
      field: 'privateKey',
      error: 'The private key is not a valid PEM private key.',
    });
    expect(checkImportedCertificate({ ...certificate, chainPem: 'not a chain' }, during)).toEqual({
      valid: false,
      field: 'chain',
      error: 'The certificate chain is not valid PEM.',
    });
  });
});
