import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { liveBolt } from '../auth/boltAccess.js';
import type { DbOrTx } from '../db/client.js';
import { bolts, certificates, domains, environments } from '../db/schema.js';
import { CERTIFICATE_ORDER, sendCertificateStep } from '../jobs/certificateQueue.js';
import type { SendJob } from '../jobs/types.js';
import { RENEW_BEFORE_DAYS } from '../../src/rules/certificates.js';
import { certificateMessages } from '../../src/rules/schemas/certificate.js';

/** Auto-renewing certificates that are issued and expire within RENEW_BEFORE_DAYS (or already have). */
const due = and(
  eq(certificates.autoRenew, true),
  eq(certificates.status, 'ACTIVE'),
  ne(certificates.type, 'EXTERNAL'),
  lte(certificates.expiresAt, sql`now() + make_interval(days => ${RENEW_BEFORE_DAYS})`),
  liveBolt,
);

/**
 * The renewal job's sweep: each certificate due goes to RENEWAL with a new order through the same
 * steps as the first (the old one serves meanwhile), its order job queued with the change. One whose
 * name its site no longer serves (the domain was deleted) is not renewed: CANNOT_RENEW, and it
 * lapses at its expiry. Each certificate in a transaction of its own; how many went which way.
 */
export async function renewExpiring(db: DbOrTx, send: SendJob) {
  const rows = await db
    .select({ id: certificates.id, domain: certificates.domain, environmentId: certificates.environmentId })
    .from(certificates)
    .innerJoin(environments, eq(environments.id, certificates.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .where(due);
  const outcome = { renewing: 0, cannotRenew: 0 };
  for (const row of rows) {
    await db.transaction(async (tx) => {
      const [served] = await tx
        .select({ id: domains.id })
        .from(domains)
        .where(and(eq(domains.environmentId, row.environmentId), eq(domains.name, row.domain)));
      const change = served
        ? { status: 'RENEWAL', orderState: null, statusMessage: null }
        : { status: 'CANNOT_RENEW', statusMessage: certificateMessages.domainGone(row.domain) };
      const moved = await tx
        .update(certificates)
        .set({ ...change, updatedAt: new Date() })
        .where(and(eq(certificates.id, row.id), eq(certificates.status, 'ACTIVE')))
        .returning({ id: certificates.id });
      if (!moved.length) return;
      if (served) await sendCertificateStep(send, CERTIFICATE_ORDER, row.id, { tx });
      outcome[served ? 'renewing' : 'cannotRenew'] += 1;
    });
  }
  return outcome;
}
