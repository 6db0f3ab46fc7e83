import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { requireBoltPermission } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { BillingProvider } from '../dataplane/billing.js';
import type { DbOrTx } from '../db/client.js';
import { bolts, certificates, domains, environments } from '../db/schema.js';
import { invalid, notFound } from '../http/errors.js';
import { CERTIFICATE_ORDER, CERTIFICATE_VALIDATE, sendCertificateStep } from '../jobs/certificateQueue.js';
import type { SendJob } from '../jobs/types.js';
import { certificateMessages, type certificateOrderSchema } from '../../src/rules/schemas/certificate.js';
import { certificateOf, findCertificate, isStaffView, visibleBolts } from './certificateRecords.js';
import { isPaidCertificate, newCheckoutId, payForCertificate, requireCheckout } from './certificatePayment.js';

/** What an order's calls reach beyond the database: the job queue and the card-billing provider. */
export interface OrderServices {
  send: SendJob;
  billing: BillingProvider;
}

/** Statuses a certificate may be renewed from (spec 1 §4): issued, or a renewal that could not be made. */
const RENEWABLE = ['ACTIVE', 'CANNOT_RENEW', 'FAILED_RENEWAL'];
/** Statuses in which 'DNS challenge completed' asks the authority (again) to validate. */
const VALIDATING = ['AWAITING_CHALLENGE', 'REQUEST_CHALLENGE', 'REQUEST_CERTIFICATE'];

/** A domain the caller may change, with its site's Bolt and account; another account's is a 404. */
async function domainToCertify(db: DbOrTx, user: AuthUser, asAdmin: boolean, domainId: number) {
  const [row] = await db
    .select({ id: domains.id, name: domains.name, environmentId: domains.environmentId, boltId: environments.boltId, accountId: bolts.accountId })
    .from(domains)
    .innerJoin(environments, eq(environments.id, domains.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .where(and(eq(domains.id, domainId), visibleBolts(db, user, asAdmin)));
  if (!row) throw notFound();
  await requireBoltPermission(db, user, row.boltId, asAdmin, 'manageSites');
  return row;
}

/**
 * Moves a certificate on from `from` (and only from it: a concurrent change wins, the caller sees
 * `refusal`), then queues its next job in the same transaction.
 */
async function restart(tx: DbOrTx, send: SendJob, id: number, from: string, change: Partial<typeof certificates.$inferInsert>, refusal: string) {
  const moved = await tx
    .update(certificates)
    .set({ orderState: null, statusMessage: null, ...change, updatedAt: new Date() })
    .where(and(eq(certificates.id, id), eq(certificates.status, from)))
    .returning({ id: certificates.id });
  if (!moved.length) throw invalid('/data', refusal);
  await sendCertificateStep(send, CERTIFICATE_ORDER, id, { tx });
}

/**
 * POST certificates/order (spec 2 §7): a DRAFT certificate for the domain, linked to it, and the
 * job that places the order, written together. A paid type is paid in the same transaction, last
 * (checkout=1); free certificates renew themselves (autoRenew), a paid one is bought again.
 */
export function orderCertificate(
  db: DbOrTx,
  { send, billing }: OrderServices,
  user: AuthUser,
  asAdmin: boolean,
  attributes: z.output<typeof certificateOrderSchema>,
  checkout: string | undefined,
) {
  return db.transaction(async (tx) => {
    const domain = await domainToCertify(tx, user, asAdmin, attributes.domainId);
    if (attributes.domain !== domain.name) throw invalid('/data/attributes/domain', certificateMessages.domainMismatch);
    requireCheckout(attributes.type, checkout);
    const paid = isPaidCertificate(attributes.type);
    const checkoutId = paid ? newCheckoutId() : null;
    const [row] = await tx
      .insert(certificates)
      .values({
        environmentId: domain.environmentId,
        domain: domain.name,
        domainId: domain.id,
        type: attributes.type,
        isWildcard: attributes.isWildcard,
        status: 'DRAFT',
        autoRenew: !paid,
        checkoutId,
        updatedAt: new Date(),
      })
      .returning({ id: certificates.id });
    await sendCertificateStep(send, CERTIFICATE_ORDER, row.id, { tx });
    const record = await certificateOf(tx, row.id, isStaffView(user, asAdmin));
    if (checkoutId) await payForCertificate(tx, billing, checkoutId, domain.accountId, { ...attributes, domain: domain.name });
    return record;
  });
}

/**
 * PUT certificates/{id}/renewal: status RENEWAL and a new order through the same steps; the issued
 * certificate keeps serving until the new one replaces it. A paid certificate's next year is paid
 * (checkout=1) in the same transaction; an imported one has no authority to renew it.
 */
export function renewCertificate(
  db: DbOrTx,
  { send, billing }: OrderServices,
  user: AuthUser,
  asAdmin: boolean,
  rawId: string,
  checkout: string | undefined,
) {
  return db.transaction(async (tx) => {
    const row = await findCertificate(tx, user, asAdmin, rawId, 'manageSites');
    if (row.type === 'EXTERNAL') throw invalid('/data', certificateMessages.importedNotRenewable);
    if (!RENEWABLE.includes(row.status)) throw invalid('/data', certificateMessages.notRenewable);
    requireCheckout(row.type, checkout);
    const checkoutId = isPaidCertificate(row.type) ? newCheckoutId() : null;
    await restart(tx, send, row.id, row.status, { status: 'RENEWAL', ...(checkoutId ? { checkoutId } : {}) }, certificateMessages.notRenewable);
    const record = await certificateOf(tx, row.id, isStaffView(user, asAdmin));
    if (checkoutId) await payForCertificate(tx, billing, checkoutId, row.accountId, row);
    return record;
  });
}

/** PUT certificates/{id}/dns-challenge-completed: the job asks the authority to validate (spec 2 §2.2 Installation). */
export async function dnsChallengeCompleted(db: DbOrTx, send: SendJob, user: AuthUser, asAdmin: boolean, rawId: string) {
  const row = await findCertificate(db, user, asAdmin, rawId, 'manageSites');
  if (!VALIDATING.includes(row.status)) throw invalid('/data', certificateMessages.notAwaitingChallenge);
  // Pressed again while a validation waits: the queue keeps the one already waiting.
  await sendCertificateStep(send, CERTIFICATE_VALIDATE, row.id);
  return certificateOf(db, row.id, isStaffView(user, asAdmin));
}

/**
 * POST admin/certificates/{id}/reprocess (admins): a FAILED_ order starts over with a new order at
 * the authority, as a renewal when a certificate was issued before (it still serves until then).
 * What was paid stays paid.
 */
export function reprocessCertificate(db: DbOrTx, send: SendJob, user: AuthUser, rawId: string) {
  return db.transaction(async (tx) => {
    const row = await findCertificate(tx, user, true, rawId);
    if (!row.status.startsWith('FAILED_')) throw invalid('/data', certificateMessages.notFailed);
    await restart(tx, send, row.id, row.status, { status: row.expiresAt === null ? 'DRAFT' : 'RENEWAL' }, certificateMessages.notFailed);
    return certificateOf(tx, row.id, true);
  });
}

/**
 * DELETE certificates/{id}: status DELETED, kept for staff's order history without its private key;
 * its jobs stop at their next step. A certificate a domain serves is unlinked first.
 */
export async function deleteCertificate(db: DbOrTx, user: AuthUser, asAdmin: boolean, rawId: string) {
  const row = await findCertificate(db, user, asAdmin, rawId, 'manageSites');
  // Only while unlinked: a link made meanwhile keeps the certificate.
  const deleted = await db
    .update(certificates)
    .set({ status: 'DELETED', autoRenew: false, privateKeyPem: null, orderState: null, updatedAt: new Date() })
    .where(and(eq(certificates.id, row.id), isNull(certificates.domainId)))
    .returning({ id: certificates.id });
  if (!deleted.length) throw invalid('/data', certificateMessages.stillLinked);
}
