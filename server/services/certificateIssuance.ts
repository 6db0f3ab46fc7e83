import { and, eq } from 'drizzle-orm';
import type { CertificateAuthorities } from '../dataplane/certificates/authorities.js';
import {
  CertificateAuthorityError,
  type CertificateAuthority,
  type IssuedCertificate,
  type OrderState,
} from '../dataplane/certificates/authority.js';
import { selfSignedCertificate, validityFrom } from '../dataplane/certificates/x509.js';
import type { DbOrTx } from '../db/client.js';
import { certificates } from '../db/schema.js';
import { certificateMessages } from '../../src/rules/schemas/certificate.js';

/**
 * The steps the certificate jobs run (server/jobs/certificates.ts), one authority call each: read
 * the row, make the call, write its result only if the row is still where the step found it. A
 * step repeated (a retry, a job run twice) finds the row moved on and does nothing, and a change
 * made meanwhile (a deletion) wins over a step's late result.
 */

/** How long a self-signed certificate is valid. */
export const SELF_SIGNED_DAYS = 365;

type Row = typeof certificates.$inferSelect;
type Change = Partial<typeof certificates.$inferInsert>;

/** What a validation step leaves: nothing now, the next step at once, or this step again later. */
export type Next = 'done' | 'next' | 'later';

/** The names ordered: a wildcard covers the subdomains and, beside it, the name itself. */
const namesOf = (row: Row) => (row.isWildcard ? [`*.${row.domain}`, row.domain] : [row.domain]);

/** Let's Encrypt's authority, or Sectigo's for Sectigo and Positive SSL (its reseller); nothing orders the others. */
function authorityOf(authorities: CertificateAuthorities, type: string): CertificateAuthority | null {
  if (type === 'LETS_ENCRYPT') return authorities.LETS_ENCRYPT;
  if (type === 'SECTIGO' || type === 'NAMECHEAP') return authorities.SECTIGO;
  return null;
}

async function read(db: DbOrTx, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row;
}

/** Writes a step's result if the certificate is still in the status the step read; whether it was. */
async function advance(db: DbOrTx, row: Row, change: Change): Promise<boolean> {
  const moved = await db
    .update(certificates)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(certificates.id, row.id), eq(certificates.status, row.status)))
    .returning({ id: certificates.id });
  return moved.length > 0;
}

/**
 * A failed step ends FAILED_ and the status it failed in (spec 1 §4), or FAILED_RENEWAL when an
 * issued certificate was being renewed: that one still serves until its expiry.
 */
export const failureStatus = (row: Pick<Row, 'status' | 'expiresAt'>) => (row.expiresAt !== null ? 'FAILED_RENEWAL' : `FAILED_${row.status}`);

const fail = (db: DbOrTx, row: Row, message: string) => advance(db, row, { status: failureStatus(row), statusMessage: message });

/** The CA refusing is the order's end, in its words; anything else (the CA unreachable) is thrown for the job to retry. */
async function orFail<T>(db: DbOrTx, row: Row, step: () => Promise<T>): Promise<T | 'failed'> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof CertificateAuthorityError)) throw error;
    await fail(db, row, error.message);
    return 'failed';
  }
}

/** An issued certificate replaces the row's, with its real expiry; the order (and its copy of the key) is done with. */
const issued = (certificate: IssuedCertificate, now: Date): Change => ({
  status: 'ACTIVE',
  certificatePem: certificate.certificatePem,
  chainPem: certificate.chainPem,
  privateKeyPem: certificate.privateKeyPem,
  expiresAt: certificate.notAfter,
  issuedAt: now,
  orderState: null,
  statusMessage: null,
});

/**
 * The order job's step: a DRAFT (or RENEWAL) certificate's order is placed with its authority and
 * waits for the DNS records it asked for (AWAITING_CHALLENGE); a self-signed one is made at once
 * (ACTIVE). 'validate' when the authority asked for no record (it trusts the names already).
 */
export async function placeOrder(db: DbOrTx, authorities: CertificateAuthorities, id: number, now = new Date()): Promise<'done' | 'validate'> {
  const row = await read(db, id);
  if (!row || (row.status !== 'DRAFT' && row.status !== 'RENEWAL')) return 'done';
  if (row.type === 'SELF_SIGNED') {
    // X.509 dates are whole seconds: the row's expiry is the certificate's own.
    const from = new Date(Math.floor(now.getTime() / 1000) * 1000);
    await advance(db, row, issued(await selfSignedCertificate(namesOf(row), validityFrom(from, SELF_SIGNED_DAYS)), from));
    return 'done';
  }
  const authority = authorityOf(authorities, row.type);
  if (!authority) return 'done';
  const order = await orFail(db, row, () => authority.placeOrder(namesOf(row)));
  if (order === 'failed') return 'done';
  const waits = order.challenges.length > 0;
  const moved = await advance(db, row, { status: waits ? 'AWAITING_CHALLENGE' : 'REQUEST_CHALLENGE', orderState: order });
  return moved && !waits ? 'validate' : 'done';
}

/**
 * The validation job's step, after 'DNS challenge completed': AWAITING_CHALLENGE → the CA is asked
 * to validate (REQUEST_CHALLENGE) → it validated (REQUEST_CERTIFICATE) → the certificate is issued
 * (ACTIVE). 'later' while the CA is still validating or issuing.
 */
export async function validateStep(db: DbOrTx, authorities: CertificateAuthorities, id: number, now = new Date()): Promise<Next> {
  const row = await read(db, id);
  const authority = row && authorityOf(authorities, row.type);
  if (!row || !authority || row.orderState === null) return 'done';
  const order = row.orderState as OrderState;
  if (row.status === 'AWAITING_CHALLENGE') {
    const confirmed = await orFail(db, row, () => authority.confirmChallenges(order));
    return confirmed !== 'failed' && (await advance(db, row, { status: 'REQUEST_CHALLENGE', orderState: confirmed })) ? 'next' : 'done';
  }
  if (row.status === 'REQUEST_CHALLENGE') {
    const validation = await orFail(db, row, () => authority.poll(order));
    if (validation === 'failed') return 'done';
    if (validation.status === 'pending') return 'later';
    if (validation.status === 'invalid') {
      await fail(db, row, validation.reason);
      return 'done';
    }
    return (await advance(db, row, { status: 'REQUEST_CERTIFICATE' })) ? 'next' : 'done';
  }
  if (row.status === 'REQUEST_CERTIFICATE') {
    const certificate = await orFail(db, row, () => authority.finalize(order));
    if (certificate === null) return 'later';
    if (certificate !== 'failed') await advance(db, row, issued(certificate, now));
  }
  return 'done';
}

/** Statuses a job is working on: the certificate is still being ordered, validated or issued. */
const IN_PROGRESS = ['DRAFT', 'RENEWAL', 'AWAITING_CHALLENGE', 'REQUEST_CHALLENGE', 'REQUEST_CERTIFICATE'];

/** A step whose retries are all spent (the CA unreachable all along): the order fails, saying so. */
export async function markUnreachable(db: DbOrTx, id: number) {
  const row = await read(db, id);
  if (row && IN_PROGRESS.includes(row.status)) await fail(db, row, certificateMessages.unreachable);
}
