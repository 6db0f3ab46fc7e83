import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { boltScope, liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts, certificates, domains, environments } from '../db/schema.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { invalidParameter, parseId, type ListQuery } from '../http/jsonapi.js';
import { listPage, type ListFields } from '../http/listPage.js';
import { searchThrough, type ListSpec } from '../http/listQuery.js';
import { isApexDomain, namesToAdd } from '../../src/rules/domains.js';
import { messages } from '../../src/rules/messages.js';
import { domainMessages } from '../../src/rules/schemas/domain.js';
import type { domainRecordSchema } from '../../src/rules/schemas/records/domain.js';

type DomainRecord = z.output<typeof domainRecordSchema>;

/** What a domain's record is made of: the domain, its site, the site's Bolt and the Bolt's account. */
const domainColumns = {
  id: domains.id,
  name: domains.name,
  apex: domains.apex,
  readonly: domains.readonly,
  deletable: domains.deletable,
  cdnEnabled: domains.cdnEnabled,
  cdnOrderId: domains.cdnOrderId,
  cdnOrderStatus: domains.cdnOrderStatus,
  createdAt: domains.createdAt,
  environmentId: domains.environmentId,
  environmentTitle: environments.title,
  environmentState: environments.state,
  boltId: environments.boltId,
  accountId: bolts.accountId,
  customer: accounts.name,
};

const selectDomains = (db: DbOrTx, fields: ListFields = domainColumns) =>
  db
    .select(fields as typeof domainColumns)
    .from(domains)
    .innerJoin(environments, eq(environments.id, domains.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .innerJoin(accounts, eq(accounts.id, bolts.accountId))
    .$dynamic();

type DomainRow = Awaited<ReturnType<typeof selectDomains>>[number];
type CertificateRow = { id: number; domainId: number | null; type: string; status: string; expiresAt: Date | null };

/** The certificates linked to these domains, newest first. */
async function certificatesOf(db: DbOrTx, domainIds: number[]): Promise<CertificateRow[]> {
  if (!domainIds.length) return [];
  return db
    .select({
      id: certificates.id,
      domainId: certificates.domainId,
      type: certificates.type,
      status: certificates.status,
      expiresAt: certificates.expiresAt,
    })
    .from(certificates)
    .where(inArray(certificates.domainId, domainIds))
    .orderBy(desc(certificates.id));
}

/** Spec 2 §3 Domain; `customer` only where staff read it. */
function domainRecord(row: DomainRow, linked: CertificateRow[], staffView: boolean): DomainRecord {
  return {
    id: String(row.id),
    type: 'domains',
    attributes: {
      name: row.name,
      boltId: row.boltId,
      environmentId: row.environmentId,
      environment: { title: row.environmentTitle, state: row.environmentState },
      cdn: { enabled: row.cdnEnabled, orderStatus: row.cdnOrderStatus, orderId: row.cdnOrderId },
      readonly: row.readonly,
      apex: row.apex,
      deletable: row.deletable,
      certificates: linked
        .filter((certificate) => certificate.domainId === row.id)
        .map(({ id, type, status, expiresAt }) => ({ id: String(id), type, status, expiresAt })),
      customer: staffView ? row.customer : null,
      createdAt: row.createdAt,
    },
  };
}

/** Spec 2 §2.1: sort by Title (the name) or Date (the id); search by name, and staff by customer. */
const siteListSpec: ListSpec = {
  id: domains.id,
  sortable: { name: domains.name, id: domains.id },
  defaultSort: { field: 'name', direction: 'asc' },
  search: [domains.name],
};

const globalListSpec: ListSpec = {
  ...siteListSpec,
  filterable: { customerId: bolts.accountId },
  search: [domains.name, searchThrough(bolts.accountId, accounts.id, accounts.name)],
};

async function withCertificates<M>(db: DbOrTx, page: { data: DomainRow[]; meta: M }, staffView: boolean) {
  const linked = await certificatesOf(
    db,
    page.data.map((row) => row.id),
  );
  return { ...page, data: page.data.map((row) => domainRecord(row, linked, staffView)) };
}

/** One page of a site's domains (spec 2 §2.1). */
export async function listSiteDomains(db: DbOrTx, siteId: number, query: ListQuery & Record<string, unknown>, staffView: boolean) {
  const page = await listPage(
    db,
    (fields) => selectDomains(db, fields),
    eq(domains.environmentId, siteId),
    siteListSpec,
    query,
    (row) => row,
  );
  return withCertificates(db, page, staffView);
}

/**
 * `context=servebolt-cdn` (spec 2 §2.3 CDN wizard): the domains one customer may order CDN for, the
 * account's own; staff name the customer (`customerId`), customers get their own.
 */
function cdnWizardScope(user: AuthUser, staffView: boolean, customerId: number | undefined) {
  const accountId = staffView ? customerId : user.accountId;
  if (accountId === undefined) throw invalidParameter('customerId', messages.selectCustomer);
  return and(eq(bolts.accountId, accountId), liveBolt);
}

/** One page of every domain the caller may see: staff on admin paths see everyone's (spec 1 §2 /domains). */
export async function listDomains(
  db: DbOrTx,
  user: AuthUser,
  asAdmin: boolean,
  query: ListQuery & { context?: 'servebolt-cdn'; customerId?: number } & Record<string, unknown>,
) {
  const staffView = asAdmin && user.role !== 'customer';
  const everyone = staffView ? liveBolt : and(boltScope(user, db), liveBolt);
  const scope = query.context === undefined ? everyone : cdnWizardScope(user, staffView, query.customerId);
  const page = await listPage(
    db,
    (fields) => selectDomains(db, fields),
    scope,
    staffView ? globalListSpec : siteListSpec,
    query,
    (row) => row,
  );
  return withCertificates(db, page, staffView);
}

/** A domain of a site the caller was already let into (requireSitePermission), else a 404. */
export async function findDomain(db: DbOrTx, siteId: number, rawId: string) {
  const id = parseId(rawId);
  const [row] = id === null ? [] : await selectDomains(db).where(and(eq(domains.id, id), eq(domains.environmentId, siteId)));
  if (!row) throw notFound();
  return row;
}

/** The record of a domain already found. */
export async function domainOf(db: DbOrTx, row: DomainRow, staffView: boolean) {
  return domainRecord(row, await certificatesOf(db, [row.id]), staffView);
}

/**
 * Adds `name` to the site, with its `www.` twin when asked and `name` is an apex (spec 2 §2.2).
 * Either every name is added or none: a name another site already serves is refused.
 */
export async function addDomain(db: DbOrTx, siteId: number, name: string, www: boolean) {
  const names = namesToAdd(name, www);
  return db.transaction(async (tx) => {
    const taken = await tx.select({ name: domains.name }).from(domains).where(inArray(domains.name, names));
    if (taken.length) throw conflict('/data/attributes/name', domainMessages.taken(taken[0].name));
    const inserted = await tx
      .insert(domains)
      .values(names.map((each) => ({ environmentId: siteId, name: each, apex: isApexDomain(each) })))
      .onConflictDoNothing()
      .returning({ id: domains.id });
    // A concurrent request added one of the names between the check and the insert.
    if (inserted.length !== names.length) throw conflict('/data/attributes/name', domainMessages.taken(name));
    const [row] = await selectDomains(tx).where(eq(domains.id, inserted[0].id));
    return row;
  });
}

/** Removes a domain; one the panel keeps (not deletable) stays. Its certificates stay, unlinked. */
export async function deleteDomain(db: DbOrTx, row: Pick<DomainRow, 'id' | 'deletable'>) {
  if (!row.deletable) throw invalid('/data', domainMessages.notDeletable);
  const deleted = await db.delete(domains).where(eq(domains.id, row.id)).returning({ id: domains.id });
  if (!deleted.length) throw notFound();
}
