import { X509Certificate } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import type { AuthUser } from '../auth/session.js';
import { checkImportedCertificate } from '../dataplane/certificates/import.js';
import { splitPem } from '../dataplane/certificates/x509.js';
import type { DbOrTx } from '../db/client.js';
import { certificates, domains } from '../db/schema.js';
import { invalid } from '../http/errors.js';
import { certificateMessages, type certificateImportSchema } from '../../src/rules/schemas/certificate.js';
import { certificateOf, isStaffView } from './certificateRecords.js';

const ATTRIBUTES = '/data/attributes';

/** The DNS names a PEM certificate is for (its subject alternative names); null when it does not parse. */
function namesOf(pem: string): string[] | null {
  const [leaf] = splitPem(pem);
  if (leaf === undefined) return null;
  try {
    return (new X509Certificate(leaf).subjectAltName ?? '')
      .split(', ')
      .filter((entry) => entry.startsWith('DNS:'))
      .map((entry) => entry.slice(4).toLowerCase());
  } catch {
    return null;
  }
}

/**
 * What an import is stored as: the chosen domain's name, or without one the certificate's first
 * name (`*.example.com` as example.com, a wildcard). `host` is a name it must cover.
 */
function subjectOf(names: string[], domainName: string | null) {
  if (domainName !== null) return { domain: domainName, isWildcard: names.includes(`*.${domainName}`), host: domainName };
  const first = names[0] ?? '';
  const isWildcard = first.startsWith('*.');
  const domain = isWildcard ? first.slice(2) : first;
  return { domain, isWildcard, host: isWildcard ? `www.${domain}` : domain };
}

/**
 * POST certificates (spec 2 §7 import): a certificate the customer brings, checked with node:crypto
 * (PEM, the key is the certificate's, valid now, covers the domain, the chain is its issuer's); each
 * refusal points at its field. Stored as type EXTERNAL, ACTIVE, with its real expiry; no authority
 * renews it, so autoRenew is off.
 */
export async function importCertificate(
  db: DbOrTx,
  user: AuthUser,
  asAdmin: boolean,
  attributes: z.output<typeof certificateImportSchema>,
  now = new Date(),
) {
  const { siteId } = await requireSitePermission(db, user, String(attributes.environmentId), asAdmin, 'manageSites');
  let domainName: string | null = null;
  if (attributes.domainId !== null) {
    const [domain] = await db
      .select({ name: domains.name })
      .from(domains)
      .where(and(eq(domains.id, attributes.domainId), eq(domains.environmentId, siteId)));
    if (!domain) throw invalid(`${ATTRIBUTES}/domainId`, certificateMessages.chooseDomain);
    domainName = domain.name;
  }
  const names = namesOf(attributes.certificate);
  // A certificate naming no host (no alternative names) can only be imported for a chosen domain.
  if (names?.length === 0 && domainName === null) throw invalid(`${ATTRIBUTES}/domainId`, certificateMessages.chooseDomain);
  const subject = subjectOf(names ?? [], domainName);
  const check = checkImportedCertificate(
    { certificatePem: attributes.certificate, privateKeyPem: attributes.privateKey, chainPem: attributes.chain },
    { domain: subject.host, now },
  );
  if (!check.valid) throw invalid(`${ATTRIBUTES}/${check.field}`, check.error);
  const [row] = await db
    .insert(certificates)
    .values({
      environmentId: siteId,
      domain: subject.domain,
      domainId: attributes.domainId,
      type: 'EXTERNAL',
      status: 'ACTIVE',
      autoRenew: false,
      isWildcard: subject.isWildcard,
      expiresAt: check.notAfter,
      issuedAt: check.notBefore,
      certificatePem: check.certificatePem,
      chainPem: check.chainPem,
      privateKeyPem: attributes.privateKey.trim(),
      updatedAt: now,
    })
    .returning({ id: certificates.id });
  return certificateOf(db, row.id, isStaffView(user, asAdmin));
}
