import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { boltScope, liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import { requireSitePermission } from '../auth/siteAccess.js';
import { sandboxSiteConfig, SiteConfigError } from '../dataplane/siteConfig.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts, environments, sshAccess, sshKeys } from '../db/schema.js';
import { ApiError, badGateway, conflict, forbidden, invalid, notFound } from '../http/errors.js';
import { parseId, type ListQuery } from '../http/jsonapi.js';
import { listPage, type ListFields } from '../http/listPage.js';
import type { ListSpec } from '../http/listQuery.js';
import type { sshKeyRecordSchema } from '../../src/rules/schemas/records/sshKey.js';
import { sshKeyFormMessages, type sshKeyCreateSchema } from '../../src/rules/schemas/sshKey.js';

const siteConfig = sandboxSiteConfig;

const listSpec: ListSpec = {
  id: sshKeys.id,
  sortable: { createdAt: sshKeys.createdAt, comment: sshKeys.comment, keyType: sshKeys.keyType },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filterable: { keyType: sshKeys.keyType },
  search: [sshKeys.comment, sshKeys.fingerprint],
};

const columns = {
  id: sshKeys.id,
  accountId: sshKeys.accountId,
  comment: sshKeys.comment,
  sshkey: sshKeys.sshkey,
  keyType: sshKeys.keyType,
  keyLength: sshKeys.keyLength,
  fingerprint: sshKeys.fingerprint,
  createdAt: sshKeys.createdAt,
};
const selectKeys = (db: DbOrTx, fields: ListFields = columns) =>
  db
    .select(fields as typeof columns)
    .from(sshKeys)
    .$dynamic();
type KeyRow = Awaited<ReturnType<typeof selectKeys>>[number];

/** Spec 2 §3 SSH key; the title is the comment, or the fingerprint for a key without one. */
const sshKeyRecord = ({ id, accountId: _account, ...row }: KeyRow, environmentId: number | null = null): z.output<typeof sshKeyRecordSchema> => ({
  id: String(id),
  type: 'ssh-keys',
  attributes: { title: row.comment || row.fingerprint, ...row, environment_id: environmentId === null ? null : String(environmentId) },
});

/** Keys given to a site as user keys (spec 2 §2.8 "the site's SSH keys"). */
const grantedTo = (db: DbOrTx, siteId: number) =>
  inArray(
    sshKeys.id,
    db
      .select({ id: sshAccess.sshKeyId })
      .from(sshAccess)
      .where(and(eq(sshAccess.environmentId, siteId), eq(sshAccess.type, 'customer'))),
  );

/**
 * A customer sees the keys of their account and the user keys of sites they can see (a Bolt they
 * are a member of may hold a colleague's key); staff on admin/ paths see every key.
 */
function visibleKeys(db: DbOrTx, user: AuthUser, asAdmin: boolean): SQL | undefined {
  if (asAdmin) return undefined;
  const ofVisibleSites = db
    .select({ id: sshAccess.sshKeyId })
    .from(sshAccess)
    .innerJoin(environments, eq(environments.id, sshAccess.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .where(and(eq(sshAccess.type, 'customer'), boltScope(user, db), liveBolt));
  return or(eq(sshKeys.accountId, user.accountId), inArray(sshKeys.id, ofVisibleSites));
}

async function findKey(db: DbOrTx, user: AuthUser, asAdmin: boolean, rawId: string): Promise<KeyRow> {
  const id = parseId(rawId);
  if (id === null) throw notFound();
  const [row] = await selectKeys(db)
    .where(and(eq(sshKeys.id, id), visibleKeys(db, user, asAdmin)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * One page of keys: the user keys given to a site (`environmentId`, a site the caller may see), or
 * the caller's account's keys (every key on admin/ paths).
 */
export async function listKeys(db: DbOrTx, user: AuthUser, asAdmin: boolean, query: ListQuery & Record<string, unknown>) {
  let scope: SQL | undefined;
  let siteId: number | null = null;
  if (query.environmentId !== undefined) {
    ({ siteId } = await requireSitePermission(db, user, String(query.environmentId), asAdmin, 'view'));
    scope = grantedTo(db, siteId);
  } else if (!asAdmin) scope = eq(sshKeys.accountId, user.accountId);
  return listPage(
    db,
    (fields) => selectKeys(db, fields),
    scope,
    listSpec,
    query,
    (row) => sshKeyRecord(row, siteId),
  );
}

export const showKey = async (db: DbOrTx, user: AuthUser, asAdmin: boolean, rawId: string) => sshKeyRecord(await findKey(db, user, asAdmin, rawId));

/**
 * The site a new key is given to: one the caller may manage. A site the caller cannot see is an
 * invalid choice here rather than a 404 of the whole call.
 */
async function targetSite(db: DbOrTx, user: AuthUser, asAdmin: boolean, environmentId: number) {
  try {
    return await requireSitePermission(db, user, String(environmentId), asAdmin, 'manageSites');
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw invalid('/data/attributes/environment_id', sshKeyFormMessages.site);
    throw error;
  }
}

/**
 * Keys belong to an account. A customer's go to their own; staff adding one for a site put it in
 * that site's account, and one without a site is their own (the provider's support keys). A key
 * added for a site is given to it as a user key.
 */
export async function addKey(db: DbOrTx, user: AuthUser, asAdmin: boolean, attributes: z.output<typeof sshKeyCreateSchema>) {
  const { sshkey: key, comment, environment_id: environmentId } = attributes;
  const site = environmentId ? await targetSite(db, user, asAdmin, environmentId) : null;
  return db.transaction(async (tx) => {
    let accountId = user.accountId;
    let accountName = user.accountName;
    if (site && asAdmin) {
      [{ accountId, accountName }] = await tx
        .select({ accountId: bolts.accountId, accountName: accounts.name })
        .from(bolts)
        .innerJoin(accounts, eq(accounts.id, bolts.accountId))
        .where(eq(bolts.id, site.boltId));
    }
    const [row] = await tx
      .insert(sshKeys)
      .values({
        accountId,
        userId: user.id,
        comment: comment || key.comment,
        sshkey: key.sshkey,
        keyType: key.keyType,
        keyLength: key.keyLength,
        fingerprint: key.fingerprint,
      })
      .onConflictDoNothing()
      .returning(columns);
    if (!row) throw conflict('/data/attributes/sshkey', sshKeyFormMessages.duplicate(key.fingerprint));
    if (site) {
      await tx.insert(sshAccess).values({
        environmentId: site.siteId,
        type: 'customer',
        sshKeyId: row.id,
        customer: accountName,
        fingerprint: row.fingerprint,
        createdBy: user.id,
      });
    }
    return sshKeyRecord(row, site?.siteId ?? null);
  });
}

/**
 * Spec 2 §2.8: deleting a key removes it from all Bolts and sites: its access rows cascade, and the
 * server of every site it has an entry on lets it in no more. A refusal (sandbox: a site titled
 * `fail-…`) keeps the key and says the spec 2 §8 text; a site whose server removed it before another
 * refused gets it back with its next reload (spec 2 §7), which pushes the keys in force again. A
 * colleague's key seen through a shared site is theirs to delete, not the caller's.
 */
export async function deleteKey(db: DbOrTx, user: AuthUser, asAdmin: boolean, rawId: string) {
  const key = await findKey(db, user, asAdmin, rawId);
  if (!asAdmin && key.accountId !== user.accountId) throw forbidden('Only its own account can delete this SSH key.');
  await db.transaction(async (tx) => {
    const sites = await tx
      .selectDistinct({ name: environments.name, title: environments.title })
      .from(sshAccess)
      .innerJoin(environments, eq(environments.id, sshAccess.environmentId))
      .where(eq(sshAccess.sshKeyId, key.id));
    await tx.delete(sshKeys).where(eq(sshKeys.id, key.id));
    for (const site of sites) {
      await siteConfig.removeSshKey(site, key.fingerprint).catch((error: unknown) => {
        throw error instanceof SiteConfigError ? badGateway(sshKeyFormMessages.deleteFailed, error) : error;
      });
    }
  });
}
