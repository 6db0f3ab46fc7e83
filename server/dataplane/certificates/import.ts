import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { splitPem } from './x509.js';

/** A certificate the customer brings (POST certificates, import): PEM as pasted. */
export interface CertificateImport {
  /** The certificate, possibly followed by its chain. */
  certificatePem: string;
  privateKeyPem: string;
  chainPem?: string;
}

/** The input a refusal is about, so the answer can point at it. */
export type ImportField = 'certificate' | 'privateKey' | 'chain';

export type ImportCheck =
  { valid: true; certificatePem: string; chainPem: string; notBefore: Date; notAfter: Date } | { valid: false; field: ImportField; error: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

const parse = (pem: string) => {
  try {
    return new X509Certificate(pem);
  } catch {
    return null;
  }
};

function privateKey(pem: string): KeyObject | string {
  try {
    return createPrivateKey(pem);
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MISSING_PASSPHRASE')
      return 'The private key is protected by a passphrase. Please import it without one.';
    return 'The private key is not a valid PEM private key.';
  }
}

/**
 * Checks an imported certificate before it is stored: the PEM parses, the private key is the
 * certificate's, it is valid at `now`, it covers `domain`, and a chain given is the certificate's issuer's.
 */
export function checkImportedCertificate(input: CertificateImport, { domain, now }: { domain: string; now: Date }): ImportCheck {
  const [leafPem, ...pastedChain] = splitPem(input.certificatePem);
  const leaf = leafPem === undefined ? null : parse(leafPem);
  if (leafPem === undefined || leaf === null) return { valid: false, field: 'certificate', error: 'The certificate is not a valid PEM certificate.' };

  const key = privateKey(input.privateKeyPem);
  if (typeof key === 'string') return { valid: false, field: 'privateKey', error: key };
  if (key.asymmetricKeyType !== leaf.publicKey.asymmetricKeyType || !leaf.checkPrivateKey(key)) {
    return { valid: false, field: 'privateKey', error: 'The private key does not match the certificate.' };
  }

  const notBefore = new Date(leaf.validFrom);
  const notAfter = new Date(leaf.validTo);
  if (now > notAfter) return { valid: false, field: 'certificate', error: `The certificate expired on ${day(notAfter)}.` };
  if (now < notBefore) return { valid: false, field: 'certificate', error: `The certificate is not valid before ${day(notBefore)}.` };
  if (leaf.checkHost(domain) === undefined) return { valid: false, field: 'certificate', error: `The certificate does not cover ${domain}.` };

  const chainPems = [...pastedChain, ...splitPem(input.chainPem ?? '')];
  const chain = chainPems.map(parse);
  if (chain.includes(null) || (input.chainPem?.trim() && splitPem(input.chainPem).length === 0)) {
    return { valid: false, field: 'chain', error: 'The certificate chain is not valid PEM.' };
  }
  const issuer = chain[0];
  if (issuer && !(leaf.checkIssued(issuer) && leaf.verify(issuer.publicKey))) {
    return { valid: false, field: 'chain', error: 'The certificate chain does not belong to the certificate.' };
  }
  return { valid: true, certificatePem: leafPem, chainPem: chainPems.join('\n'), notBefore, notAfter };
}
