import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts, environments, sshAccess, sshKeys } from '../db/schema.js';
import { conflict, forbidden, invalid, notFound } from '../http/errors.js';
import { filtersOf, invalidParameter, type ListQuery } from '../http/jsonapi.js';
import { listPage, type ListFields, type PageKeys } from '../http/listPage.js';
import { type ListSpec, searchThrough } from '../http/listQuery.js';
import type { sshAccessRecordSchema } from '../../src/rules/schemas/records/sshKey.js';
import { sshKeyFormMessages } from '../../src/rules/schemas/sshKey.js';
import { supportAccessKeysBySite } from './sshAccessBySite.js';
import { accessExpiresAt, accessStatus, SSH_ACCESS_ENTRY_TYPES, type SshAccessExpiry } from '../../src/rules/sshAccess.js';

const baseSpec = {
  id: sshAccess.id,
  sortable: { createdAt: sshAccess.createdAt, expires_at: sshAccess.expiresAt, type: sshAccess.type, customer: sshAccess.customer },
  defaultSort: { field: 'createdAt', direction: 'desc' as const },
};
const siteSpec: ListSpec = { ...baseSpec, filterable: { type: sshAccess.type }, search: [sshAccess.customer, sshAccess.fingerprint] };
const staffSpec: ListSpec = {
  ...baseSpec,
  // By site: its title, then the site, so each site's entries come as one run (sshAccessBySite.ts).
  sortable: { ...baseSpec.sortable, site: [environments.title, sshAccess.environmentId] },
  search: [
    sshAccess.customer,
    sshAccess.fingerprint,
    searchThrough(sshAccess.environmentId, environments.id, environments.title),
    searchThrough(sshAccess.environmentId, environments.id, environments.name),
  ],
};

const columns = {
  id: sshAccess.id,
  environmentId: sshAccess.environmentId,
  type: sshAccess.type,
  sshKeyId: sshAccess.sshKeyId,
  customer: sshAccess.customer,
  fingerprint: sshAccess.fingerprint,
  enabled: sshAccess.enabled,
  expiresAt: sshAccess.expiresAt,
  createdAt: sshAccess.createdAt,
  siteTitle: environments.title,
  siteName: environments.name,
  boltId: environments.boltId,
};

const selectEntries = (db: DbOrTx, fields: ListFields = columns) =>
  db
    .select(fields as typeof columns)
    .from(sshAccess)
    .innerJoin(environments, eq(environments.id, sshAccess.environmentId))
    .$dynamic();
type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

/** Spec 2 §3 SSH access entry, with its type's label and its status derived from the expiry. */
const entryRecord = (row: EntryRow, now = Date.now()): z.output<typeof sshAccessRecordSchema> => ({
  id: String(row.id),
  type: 'ssh-access',
  attributes: {
    type: row.type,
    typeLabel: SSH_ACCESS_ENTRY_TYPES[row.type],
    customer: row.customer,
    fingerprint: row.fingerprint,
    sshKeyId: row.sshKeyId === null ? null : String(row.sshKeyId),
    enabled: row.enabled,
    status: accessStatus(row.expiresAt, now),
    createdAt: row.createdAt,
    expires_at: row.expiresAt,
    environmentId: String(row.environmentId),
    site: { title: row.siteTitle, name: row.siteName, boltId: String(row.boltId) },
  },
});

const activeEntry = or(isNull(sshAccess.expiresAt), gt(sshAccess.expiresAt, sql`now()`))!;

/** `filter[status]=active|expired` of the staff list, computed from the stored end in SQL. */
function statusCondition(value: string | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  if (value === 'active') return activeEntry;
  if (value === 'expired') return lte(sshAccess.expiresAt, sql`now()`);
  throw invalidParameter('filter[status]', 'filter[status] must be active or expired');
}

function listEntries(db: DbOrTx, spec: ListSpec, scope: SQL, query: ListQuery & Record<string, unknown>, pageKeys?: PageKeys) {
  const now = Date.now();
  return listPage(
    db,
    (fields) => selectEntries(db, fields),
    scope,
    spec,
    query,
    (row) => entryRecord(row, now),
    pageKeys,
  );
}

/** Spec 2 §2.8: a page of a site's access entries. */
export const listSiteAccess = (db: DbOrTx, siteId: number, query: ListQuery & Record<string, unknown>) =>
  listEntries(db, siteSpec, eq(sshAccess.environmentId, siteId), query);

/** Spec 1 §2 /ssh-access: a page of all Support accesses (staff). The status is derived, not a column, so it is taken out before the column filters. */
export function listSupportAccess(db: DbOrTx, input: ListQuery & Record<string, unknown>) {
  const { 'filter[status]': status, ...query } = input;
  const scope = and(eq(sshAccess.type, 'staff'), statusCondition(status === undefined ? undefined : String(status)))!;
  // By site, the sites holding Support access are walked in order; a search or filter narrows the
  // entries first (its indexes), and the few it finds are sorted as they are.
  const bySite = query.sort === 'site' && !query.q?.trim() && filtersOf(query).length === 0;
  const pageKeys = bySite ? () => supportAccessKeysBySite(db, scope, query) : undefined;
  return listEntries(db, staffSpec, scope, query as ListQuery & Record<string, unknown>, pageKeys);
}

export interface Grant {
  type: 'staff' | 'customer' | 'vhost';
  sshKeyId: number;
  expires?: SshAccessExpiry;
}

/**
 * Gives a key access to a site. A customer grants a key of their own account; staff grant Support
 * access with a key of their own account (the provider's), or a key of the site's account on its
 * behalf, as a user key or as the site's own key (Site Key). The same key holds one access of a
 * type at a time, until that one expires.
 */
export async function grant(db: DbOrTx, user: AuthUser, site: { siteId: number; boltId: number }, request: Grant, asAdmin: boolean) {
  return db.transaction(async (tx) => {
    let owner = { id: user.accountId, name: user.accountName };
    if (asAdmin && request.type !== 'staff') {
      [owner] = await tx
        .select({ id: accounts.id, name: accounts.name })
        .from(bolts)
        .innerJoin(accounts, eq(accounts.id, bolts.accountId))
        .where(eq(bolts.id, site.boltId));
    }
    const [key] = await tx
      .select({ id: sshKeys.id, fingerprint: sshKeys.fingerprint })
      .from(sshKeys)
      .where(and(eq(sshKeys.id, request.sshKeyId), eq(sshKeys.accountId, owner.id)));
    if (!key) throw invalid('/data/attributes/sshKeyId', sshKeyFormMessages.chooseKey);
    const [held] = await tx
      .select({ id: sshAccess.id })
      .from(sshAccess)
      .where(and(eq(sshAccess.environmentId, site.siteId), eq(sshAccess.sshKeyId, key.id), eq(sshAccess.type, request.type), activeEntry))
      .limit(1);
    if (held) throw conflict('/data/attributes/sshKeyId', sshKeyFormMessages.alreadyGranted);
    const [{ id }] = await tx
      .insert(sshAccess)
      .values({
        environmentId: site.siteId,
        type: request.type,
        sshKeyId: key.id,
        customer: request.type === 'staff' ? `${user.firstName} ${user.lastName}` : owner.name,
        fingerprint: key.fingerprint,
        expiresAt: request.expires ? accessExpiresAt(request.expires) : null,
        createdBy: user.id,
      })
      .returning({ id: sshAccess.id });
    const [row] = await selectEntries(tx).where(eq(sshAccess.id, id));
    return entryRecord(row);
  });
}

/** Customers revoke user keys; Support access and the site's own key are the provider's to remove. */
export async function revoke(db: DbOrTx, siteId: number, accessId: number | null, asAdmin: boolean) {
  if (accessId === null) throw notFound();
  const [entry] = await db
    .select({ type: sshAccess.type })
    .from(sshAccess)
    .where(and(eq(sshAccess.id, accessId), eq(sshAccess.environmentId, siteId)));
  if (!entry) throw notFound();
  if (!asAdmin && entry.type !== 'customer') throw forbidden('Only staff can remove support access and the site key.');
  await db.delete(sshAccess).where(eq(sshAccess.id, accessId));
}
