import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { boltScope, liveBolt, requireBoltPermission } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts, certificates, environments } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { invalidParameter, parseId, type ListQuery } from '../http/jsonapi.js';
import { listPage, type ListFields } from '../http/listPage.js';
import { searchThrough, type ListSpec } from '../http/listQuery.js';
import type { BoltPermission } from '../../src/rules/boltRoles.js';
import type { certificateRecordSchema } from '../../src/rules/schemas/records/certificate.js';
import { expiringCertificate } from './certificates.js';

type CertificateRecord = z.output<typeof certificateRecordSchema>;

/** What a certificate's record is made of: the certificate, its site's Bolt and the Bolt's account. */
const certificateColumns = {
  id: certificates.id,
  domain: certificates.domain,
  domainId: certificates.domainId,
  environmentId: certificates.environmentId,
  boltId: environments.boltId,
  type: certificates.type,
  status: certificates.status,
  statusMessage: certificates.statusMessage,
  autoRenew: certificates.autoRenew,
  isWildcard: certificates.isWildcard,
  expiresAt: certificates.expiresAt,
  issuedAt: certificates.issuedAt,
  orderState: certificates.orderState,
  createdAt: certificates.createdAt,
  accountId: bolts.accountId,
  customer: accounts.name,
};

export const selectCertificates = (db: DbOrTx, fields: ListFields = certificateColumns) =>
  db
    .select(fields as typeof certificateColumns)
    .from(certificates)
    .innerJoin(environments, eq(environments.id, certificates.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .innerJoin(accounts, eq(accounts.id, bolts.accountId))
    .$dynamic();

export type CertificateRow = Awaited<ReturnType<typeof selectCertificates>>[number];

/** The records the authority asked for, by name (spec 2 §3 dnsChallenges), from the stored order. */
function challengesOf(orderState: unknown): Record<string, string[]> {
  const challenges = (orderState as { challenges?: { name: string; value: string }[] } | null)?.challenges ?? [];
  const byName: Record<string, string[]> = {};
  for (const { name, value } of challenges) (byName[name] ??= []).push(value);
  return byName;
}

/** Spec 2 §2.2: Sectigo (and Positive SSL, its reseller) proves control with a CNAME, ACME with TXT. */
export const challengeTypeOf = (type: string) => (type === 'SECTIGO' || type === 'NAMECHEAP' ? 'CNAME' : 'TXT');

/**
 * Spec 2 §3 Certificate. The challenges show while the order is under way or failed (which records
 * were asked for); an issued certificate needs none. `customer` only where staff read it.
 */
export function certificateRecord(row: CertificateRow, staffView: boolean): CertificateRecord {
  const settled = row.status === 'ACTIVE' || row.status === 'DELETED';
  return {
    id: String(row.id),
    type: 'certificates',
    attributes: {
      domain: row.domain,
      domainId: row.domainId,
      environmentId: row.environmentId,
      boltId: row.boltId,
      type: row.type,
      status: row.status,
      statusMessage: row.statusMessage,
      autoRenew: row.autoRenew,
      isWildcard: row.isWildcard,
      expiresAt: row.expiresAt,
      issuedAt: row.issuedAt,
      dnsChallenges: settled ? {} : challengesOf(row.orderState),
      challengeType: challengeTypeOf(row.type),
      customer: staffView ? row.customer : null,
      createdAt: row.createdAt,
    },
  };
}

/** Staff on admin/… paths see every account's certificates; everyone else their Bolts' (ARCHITECTURE §3). */
export const isStaffView = (user: AuthUser, asAdmin: boolean) => asAdmin && user.role !== 'customer';

/** The Bolts whose certificates and domains the caller reaches, as a condition on `bolts` (live ones only). */
export const visibleBolts = (db: DbOrTx, user: AuthUser, asAdmin: boolean): SQL =>
  isStaffView(user, asAdmin) ? liveBolt : and(boltScope(user, db), liveBolt)!;

/**
 * A certificate the caller may see, else a 404 (another account's is one too, decided in the
 * query). A change also needs the caller's role in the Bolt to allow `permission`.
 */
export async function findCertificate(db: DbOrTx, user: AuthUser, asAdmin: boolean, rawId: string, permission: BoltPermission = 'view') {
  const id = parseId(rawId);
  const [row] = id === null ? [] : await selectCertificates(db).where(and(eq(certificates.id, id), visibleBolts(db, user, asAdmin)));
  if (!row) throw notFound();
  if (permission !== 'view') await requireBoltPermission(db, user, row.boltId, asAdmin, permission);
  return row;
}

/** The record of one certificate, read again after a change. */
export async function certificateOf(db: DbOrTx, id: number, staffView: boolean) {
  const [row] = await selectCertificates(db).where(eq(certificates.id, id));
  if (!row) throw notFound();
  return certificateRecord(row, staffView);
}

/** `filter[expiring]=1`: the certificates of spec 1 §2 /expiring-ssl (the badge's condition). */
function expiringFilter(value: string): SQL | undefined {
  if (value === '1') return expiringCertificate;
  if (value === '0') return undefined;
  throw invalidParameter('filter[expiring]', 'filter[expiring] takes 1 or 0.');
}

/** Newest first by default; staff also sort by and search through the customer. */
const listSpec: ListSpec = {
  id: certificates.id,
  sortable: {
    createdAt: certificates.id,
    domain: certificates.domain,
    expiresAt: certificates.expiresAt,
    status: certificates.status,
    type: certificates.type,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filterable: {
    status: certificates.status,
    type: certificates.type,
    environmentId: certificates.environmentId,
    expiring: expiringFilter,
  },
  search: [certificates.domain],
};

const staffListSpec: ListSpec = {
  ...listSpec,
  sortable: { ...listSpec.sortable, customer: accounts.name },
  filterable: { ...listSpec.filterable, customerId: bolts.accountId },
  search: [certificates.domain, searchThrough(bolts.accountId, accounts.id, accounts.name)],
};

/** A deleted certificate stays for staff's order history, listed only when `filter[status]` asks for DELETED. */
const withoutDeleted = (query: Record<string, unknown>) =>
  String(query['filter[status]'] ?? '')
    .split(',')
    .includes('DELETED')
    ? undefined
    : ne(certificates.status, 'DELETED');

type Query = ListQuery & Record<string, unknown>;

/** GET certificates: staff every account's (spec 1 §2 /certificate-orders, /expiring-ssl), customers their own. */
export async function listCertificates(db: DbOrTx, user: AuthUser, asAdmin: boolean, query: Query) {
  const staffView = isStaffView(user, asAdmin);
  return listPage(
    db,
    (fields) => selectCertificates(db, fields),
    and(visibleBolts(db, user, asAdmin), withoutDeleted(query)),
    staffView ? staffListSpec : listSpec,
    query,
    (row) => certificateRecord(row, staffView),
  );
}

/** The parent of a host name: the name a wildcard for it is ordered under (`*.example.com` covers `shop.example.com`). */
const parentOf = (name: string) => name.slice(name.indexOf('.') + 1);

/** Certificates whose names cover `name`: issued for it, or a wildcard of its parent (which also covers the parent itself). */
export const coversName = (name: string) =>
  or(eq(certificates.domain, name), and(eq(certificates.isWildcard, true), eq(certificates.domain, parentOf(name))))!;

/** Whether a certificate's names cover a host name (the SQL condition's twin). */
export const covers = (certificate: { domain: string; isWildcard: boolean }, name: string) =>
  certificate.domain === name || (certificate.isWildcard && certificate.domain === parentOf(name));

/** GET environments/{id}/domains/{domainId}/certificates: the site's certificates covering the domain, linked or not, newest first. */
export async function listDomainCertificates(db: DbOrTx, siteId: number, domainName: string, staffView: boolean, query: Query) {
  return listPage(
    db,
    (fields) => selectCertificates(db, fields),
    and(eq(certificates.environmentId, siteId), coversName(domainName), withoutDeleted(query)),
    listSpec,
    query,
    (row) => certificateRecord(row, staffView),
  );
}
