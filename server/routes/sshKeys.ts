import { and, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boltScope, liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import { requireSitePermission } from '../auth/siteAccess.js';
import type { Db } from '../db/client.js';
import { accounts, bolts, environments, sshAccess, sshKeys } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { ApiError, conflict, forbidden, invalid, notFound } from '../http/errors.js';
import { idParams, listMeta, listQuerySchema, parseId, writeBody, type ListQuery } from '../http/jsonapi.js';
import { listConditions, listOrder, type ListSpec } from '../http/listQuery.js';
import { sshKeyCreateSchema, sshKeyFormMessages } from '../../src/rules/schemas/sshKey.js';

const tags = ['ssh-keys'];

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
const selectKeys = (db: Db) => db.select(columns).from(sshKeys).$dynamic();
type KeyRow = Awaited<ReturnType<typeof selectKeys>>[number];

/** Spec 2 §3 SSH key; the title is the comment, or the fingerprint for a key without one. */
const sshKeyRecord = ({ id, accountId: _account, ...row }: KeyRow, environmentId: number | null = null) => ({
  id: String(id),
  type: 'ssh-keys',
  attributes: { title: row.comment || row.fingerprint, ...row, environment_id: environmentId === null ? null : String(environmentId) },
});

/** Keys given to a site as user keys (spec 2 §2.8 "the site's SSH keys"). */
const grantedTo = (db: Db, siteId: number) =>
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
function visibleKeys(db: Db, user: AuthUser, asAdmin: boolean): SQL | undefined {
  if (asAdmin) return undefined;
  const ofVisibleSites = db
    .select({ id: sshAccess.sshKeyId })
    .from(sshAccess)
    .innerJoin(environments, eq(environments.id, sshAccess.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .where(and(eq(sshAccess.type, 'customer'), boltScope(user, db), liveBolt));
  return or(eq(sshKeys.accountId, user.accountId), inArray(sshKeys.id, ofVisibleSites));
}

async function findKey(db: Db, user: AuthUser, asAdmin: boolean, rawId: string): Promise<KeyRow> {
  const id = parseId(rawId);
  if (id === null) throw notFound();
  const [row] = await selectKeys(db).where(and(eq(sshKeys.id, id), visibleKeys(db, user, asAdmin))).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * The site a new key is given to: one the caller may manage. A site the caller cannot see is an
 * invalid choice here rather than a 404 of the whole call.
 */
async function targetSite(db: Db, user: AuthUser, asAdmin: boolean, environmentId: number) {
  try {
    return await requireSitePermission(db, user, String(environmentId), asAdmin, 'manageSites');
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw invalid('/data/attributes/environment_id', sshKeyFormMessages.site);
    throw error;
  }
}

/** Spec 2 §7 SSH calls on keys: list (the account's, or a site's), show, add, delete. */
export async function sshKeyRoutes(app: FastifyInstance) {
  dualRoute(app, 'GET', 'ssh-keys', { querystring: listQuerySchema, tags }, async (input, { user, asAdmin }) => {
    const query = input.query as ListQuery & Record<string, unknown>;
    let scope: SQL | undefined;
    let siteId: number | null = null;
    if (query.environmentId !== undefined) {
      ({ siteId } = await requireSitePermission(app.db, user, String(query.environmentId), asAdmin, 'view'));
      scope = grantedTo(app.db, siteId);
    } else if (!asAdmin) scope = eq(sshKeys.accountId, user.accountId);
    const where = and(scope, ...listConditions(listSpec, query));
    const [rows, [{ total }]] = await Promise.all([
      selectKeys(app.db)
        .where(where)
        .orderBy(...listOrder(listSpec, query))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      app.db.select({ total: count() }).from(sshKeys).where(where),
    ]);
    return {
      data: rows.map((row) => sshKeyRecord(row, siteId)),
      meta: listMeta(query.page, query.per_page, Number(total), rows.length),
    };
  });

  dualRoute(app, 'GET', 'ssh-keys/:id', { params: idParams, tags }, async ({ params }, { user, asAdmin }) => ({
    data: sshKeyRecord(await findKey(app.db, user, asAdmin, params.id)),
  }));

  // Keys belong to an account. A customer's go to their own; staff adding one for a site put it
  // in that site's account, and one without a site is their own (the provider's support keys).
  dualRoute(
    app,
    'POST',
    'ssh-keys',
    { body: writeBody('ssh-keys', sshKeyCreateSchema), tags },
    async ({ body }, { user, asAdmin, reply }) => {
      const { sshkey: key, comment, environment_id: environmentId } = body.data.attributes;
      const site = environmentId ? await targetSite(app.db, user, asAdmin, environmentId) : null;
      const data = await app.db.transaction(async (tx) => {
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
          .values({ accountId, userId: user.id, comment: comment || key.comment, sshkey: key.sshkey, keyType: key.keyType, keyLength: key.keyLength, fingerprint: key.fingerprint })
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
      return reply.code(201).send({ data, meta: { message: sshKeyFormMessages.added } });
    },
  );

  // Spec 2 §2.8: deleting a key removes it from all Bolts and sites (its access rows cascade).
  // A colleague's key seen through a shared site is theirs to delete, not the caller's.
  dualRoute(app, 'DELETE', 'ssh-keys/:id', { params: idParams, tags }, async ({ params }, { user, asAdmin, reply }) => {
    const key = await findKey(app.db, user, asAdmin, params.id);
    if (!asAdmin && key.accountId !== user.accountId) throw forbidden('Only its own account can delete this SSH key.');
    await app.db.delete(sshKeys).where(eq(sshKeys.id, key.id));
    return reply.code(204).send();
  });
}
