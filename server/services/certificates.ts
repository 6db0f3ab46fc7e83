import { and, count, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { certificates } from '../db/schema.js';

/** Certificates that expire within this many days count as expiring (the staff badge). */
export const EXPIRING_WITHIN_DAYS = 30;

/** Certificates still valid that expire within EXPIRING_WITHIN_DAYS. */
export async function expiringCertificates(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(certificates)
    .where(and(gt(certificates.expiresAt, sql`now()`), lte(certificates.expiresAt, sql`now() + make_interval(days => ${EXPIRING_WITHIN_DAYS})`)));
  return Number(row.n);
}
