import { and, count, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { certificates } from '../db/schema.js';
import { EXPIRING_WITHIN_DAYS } from '../../src/rules/certificates.js';

/** Certificates still valid that expire within EXPIRING_WITHIN_DAYS. */
export async function expiringCertificates(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(certificates)
    .where(and(gt(certificates.expiresAt, sql`now()`), lte(certificates.expiresAt, sql`now() + make_interval(days => ${EXPIRING_WITHIN_DAYS})`)));
  return Number(row.n);
}
