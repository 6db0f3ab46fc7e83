import { createHash } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import type { DnsChallenge } from './authority.js';
import type { SandboxBrand } from './sandbox.js';

/**
 * Sectigo (Positive SSL) in the sandbox: domain control is proven with a CNAME record made from
 * hashes of the certificate request, as Sectigo's DNS CNAME validation asks:
 * _<MD5 of the CSR>.<domain> CNAME <SHA-256 of the CSR, as two 32-character labels>.sectigo.com
 * A wildcard's record is the base domain's. Certificates last a year.
 */
export const sectigoSandbox: SandboxBrand = {
  authorityName: 'Sandbox Sectigo CA',
  validityDays: 365,
  challenges(domains, csrPem) {
    const der = Buffer.from(x509.PemConverter.decodeFirst(csrPem));
    const md5 = createHash('md5').update(der).digest('hex').toUpperCase();
    const sha256 = createHash('sha256').update(der).digest('hex').toUpperCase();
    const names = [...new Set(domains.map((domain) => `_${md5}.${domain.replace(/^\*\./, '')}`))].sort();
    return names.map((name): DnsChallenge => ({ type: 'CNAME', name, value: `${sha256.slice(0, 32)}.${sha256.slice(32)}.sectigo.com` }));
  },
  refusal: (domain) => `Domain control validation failed for ${domain.replace(/^\*\./, '')}: the CNAME record was not found.`,
};
