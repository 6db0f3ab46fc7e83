import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { certificates } from '../db/schema.js';
import { invalid, notFound } from '../http/errors.js';
import { parseId } from '../http/jsonapi.js';
import { certificateMessages } from '../../src/rules/schemas/certificate.js';
import { covers } from './certificateRecords.js';

interface LinkedDomain {
  id: number;
  name: string;
}

/** A certificate of the site the caller was already let into (requireSitePermission), else a 404. */
async function certificateOfSite(db: DbOrTx, siteId: number, rawId: string) {
  const id = parseId(rawId);
  const [row] =
    id === null
      ? []
      : await db
          .select({
            id: certificates.id,
            domain: certificates.domain,
            domainId: certificates.domainId,
            isWildcard: certificates.isWildcard,
            status: certificates.status,
          })
          .from(certificates)
          .where(and(eq(certificates.id, id), eq(certificates.environmentId, siteId)));
  if (!row) throw notFound();
  return row;
}

/**
 * POST environments/{id}/domains/{domainId}/link/certificate/{certId} (spec 2 §7): the domain
 * serves this certificate of its site, which must cover its name and not be deleted.
 */
export async function linkCertificate(db: DbOrTx, siteId: number, domain: LinkedDomain, rawCertificateId: string) {
  const certificate = await certificateOfSite(db, siteId, rawCertificateId);
  if (certificate.status === 'DELETED') throw invalid('/data', certificateMessages.deleted);
  if (!covers(certificate, domain.name)) throw invalid('/data', certificateMessages.notCovering(domain.name));
  await db.update(certificates).set({ domainId: domain.id, updatedAt: new Date() }).where(eq(certificates.id, certificate.id));
}

/** …/unlink/certificate/{certId} (and DELETE …/link/…): the domain no longer serves it; the certificate stays. */
export async function unlinkCertificate(db: DbOrTx, siteId: number, domain: LinkedDomain, rawCertificateId: string) {
  const certificate = await certificateOfSite(db, siteId, rawCertificateId);
  const unlinked = await db
    .update(certificates)
    .set({ domainId: null, updatedAt: new Date() })
    .where(and(eq(certificates.id, certificate.id), eq(certificates.domainId, domain.id)))
    .returning({ id: certificates.id });
  if (!unlinked.length) throw invalid('/data', certificateMessages.notLinked(domain.name));
}
