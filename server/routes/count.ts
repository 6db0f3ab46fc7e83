import { and, count, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { certificates } from '../db/schema.js';

/** Certificates that expire within this many days count as expiring (the staff badge). */
export const EXPIRING_WITHIN_DAYS = 30;

export async function countRoutes(app: FastifyInstance) {
  app.get('/v1/admin/count', { schema: { tags: ['admin'] } }, async () => {
    const [row] = await app.db
      .select({ n: count() })
      .from(certificates)
      .where(
        and(
          gt(certificates.expiresAt, sql`now()`),
          lte(certificates.expiresAt, sql`now() + make_interval(days => ${EXPIRING_WITHIN_DAYS})`),
        ),
      );
    return { data: { expiringCertificates: Number(row.n) } };
  });
}
