import { randomBytes, webcrypto, X509Certificate as NodeX509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import * as x509 from '@peculiar/x509';
import acme from 'acme-client';
import type { IssuedCertificate } from './authority.js';

/**
 * Real X.509 keys, requests and certificates. node:crypto reads certificates but cannot make them;
 * @peculiar/x509 (which acme-client builds its requests with) signs them over Web Crypto.
 */
x509.cryptoProvider.set(globalThis.crypto);

/** ECDSA P-256: what Let's Encrypt issues by default, fast to generate, accepted by every web server. */
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };

const DAY_MS = 86_400_000;

export interface Validity {
  notBefore: Date;
  notAfter: Date;
}

/** `days` long from `now`. */
export const validityFrom = (now: Date, days: number): Validity => ({ notBefore: now, notAfter: new Date(now.getTime() + days * DAY_MS) });

/** A certificate authority that signs certificates itself: the sandboxes' and the tests'. */
export interface SigningAuthority {
  certificate: x509.X509Certificate;
  signingKey: webcrypto.CryptoKey;
}

/** RFC 5280 serial numbers: positive, at most 20 bytes, unpredictable. */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] &= 0x7f;
  return bytes.toString('hex');
}

const subjectAltNames = (names: readonly string[]) =>
  new x509.SubjectAlternativeNameExtension(names.map((value): x509.JsonGeneralName => ({ type: isIP(value) ? 'ip' : 'dns', value })));

/** A common name is at most 64 characters (RFC 5280); the names that matter are the alternative names. */
const commonName = (names: readonly string[]) => (names[0].length <= 64 ? names[0] : undefined);

const leafExtensions = (names: readonly string[]) => [
  new x509.BasicConstraintsExtension(false, undefined, true),
  new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
  new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
  subjectAltNames(names),
];

async function privateKeyPem(key: webcrypto.CryptoKey): Promise<string> {
  return x509.PemConverter.encode(await webcrypto.subtle.exportKey('pkcs8', key), 'PRIVATE KEY');
}

/** A new private key and a certificate signing request for the names, both PEM. */
export async function keyAndCsr(names: readonly string[]): Promise<{ privateKeyPem: string; csrPem: string }> {
  const key = await acme.crypto.createPrivateEcdsaKey('P-256');
  const [, csr] = await acme.crypto.createCsr({ commonName: commonName(names), altNames: [...names] }, key);
  return { privateKeyPem: key.toString(), csrPem: csr.toString() };
}

/** A new root certificate authority, valid `validity`. */
export async function createAuthority(name: string, validity: Validity): Promise<SigningAuthority> {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: `CN=${name}`,
    ...validity,
    signingAlgorithm: ALGORITHM,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { certificate, signingKey: keys.privateKey };
}

/** The authority's certificate for the key and names of a signing request, PEM. */
export async function signCsr(authority: SigningAuthority, csrPem: string, validity: Validity): Promise<string> {
  const csr = new x509.Pkcs10CertificateRequest(csrPem);
  const names = acme.crypto.readCsrDomains(csrPem).altNames;
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: csr.subject,
    issuer: authority.certificate.subject,
    ...validity,
    signingAlgorithm: ALGORITHM,
    publicKey: csr.publicKey,
    signingKey: authority.signingKey,
    extensions: [...leafExtensions(names), await x509.AuthorityKeyIdentifierExtension.create(authority.certificate)],
  });
  return certificate.toString('pem');
}

/** A self-signed certificate for the names (certificate type SELF_SIGNED), with a new key. */
export async function selfSignedCertificate(names: readonly string[], validity: Validity): Promise<IssuedCertificate> {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const cn = commonName(names);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: cn === undefined ? '' : `CN=${cn}`,
    ...validity,
    signingAlgorithm: ALGORITHM,
    keys,
    extensions: leafExtensions(names),
  });
  return { certificatePem: certificate.toString('pem'), chainPem: '', privateKeyPem: await privateKeyPem(keys.privateKey), ...validity };
}

/** The PEM certificates in a chain, in order. */
export const splitPem = (pem: string): string[] => pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];

/** An issued certificate from the CA's PEM chain (leaf first) and the key kept since the order. */
export function issued(chain: string, privateKeyPem: string): IssuedCertificate {
  const [leaf, ...issuers] = splitPem(chain);
  const certificate = new NodeX509Certificate(leaf);
  return {
    certificatePem: leaf,
    chainPem: issuers.join('\n'),
    privateKeyPem,
    notBefore: new Date(certificate.validFrom),
    notAfter: new Date(certificate.validTo),
  };
}
