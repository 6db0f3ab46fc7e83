import { and, count, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { liveBolt } from '../auth/boltAccess.js';
import type { DbOrTx } from '../db/client.js';
import { bolts, certificates, environments } from '../db/schema.js';
import { EXPIRING_WITHIN_DAYS } from '../../src/rules/certificates.js';

/**
 * Spec 1 §2 /expiring-ssl and the staff badge: certificates still valid that expire within
 * EXPIRING_WITHIN_DAYS, not deleted. The badge counts and the list filters by this one condition,
 * so the list's total is the badge's number.
 */
export const expiringCertificate = and(
  ne(certificates.status, 'DELETED'),
  gt(certificates.expiresAt, sql`now()`),
  lte(certificates.expiresAt, sql`now() + make_interval(days => ${EXPIRING_WITHIN_DAYS})`),
)!;

/** The staff badge (GET admin/count): expiring certificates of Bolts that are not archived. */
export async function expiringCertificates(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(certificates)
    .innerJoin(environments, eq(environments.id, certificates.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .where(and(expiringCertificate, liveBolt));
  return Number(row.n);
}
