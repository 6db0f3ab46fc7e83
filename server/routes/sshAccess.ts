import { and, count, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../auth/session.js';
import { requireSitePermission } from '../auth/siteAccess.js';
import type { Db } from '../db/client.js';
import { accounts, bolts, environments, sshAccess, sshKeys } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { conflict, forbidden, invalid, notFound } from '../http/errors.js';
import { invalidParameter } from '../http/jsonapi.js';
import { idParams, listMeta, listQuerySchema, parseId, writeBody, type ListQuery } from '../http/jsonapi.js';
import { listConditions, listOrder, type ListSpec } from '../http/listQuery.js';
import { accessExpiresAt, accessStatus, SSH_ACCESS_ENTRY_TYPES, type SshAccessExpiry } from '../../src/rules/sshAccess.js';
import { sshAccessGrantSchema, sshKeyFormMessages, staffSshAccessGrantSchema } from '../../src/rules/schemas/sshKey.js';

const tags = ['ssh-access'];
const accessParams = z.object({ id: z.string(), accessId: z.string() });

const baseSpec = {
  id: sshAccess.id,
  sortable: { createdAt: sshAccess.createdAt, expires_at: sshAccess.expiresAt, type: sshAccess.type, customer: sshAccess.customer },
  defaultSort: { field: 'createdAt', direction: 'desc' as const },
};
const siteSpec: ListSpec = { ...baseSpec, filterable: { type: sshAccess.type }, search: [sshAccess.customer, sshAccess.fingerprint] };
const staffSpec: ListSpec = {
  ...baseSpec,
  sortable: { ...baseSpec.sortable, site: environments.title },
  search: [sshAccess.customer, sshAccess.fingerprint, environments.title, environments.name],
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

const selectEntries = (db: Db) =>
  db.select(columns).from(sshAccess).innerJoin(environments, eq(environments.id, sshAccess.environmentId)).$dynamic();
type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

/** Spec 2 §3 SSH access entry, with its type's label and its status derived from the expiry. */
const entryRecord = (row: EntryRow, now = Date.now()) => ({
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

async function listEntries(db: Db, spec: ListSpec, scope: SQL, query: ListQuery & Record<string, unknown>) {
  const where = and(scope, ...listConditions(spec, query));
  const [rows, [{ total }]] = await Promise.all([
    selectEntries(db)
      .where(where)
      .orderBy(...listOrder(spec, query))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(sshAccess).innerJoin(environments, eq(environments.id, sshAccess.environmentId)).where(where),
  ]);
  const now = Date.now();
  return { data: rows.map((row) => entryRecord(row, now)), meta: listMeta(query.page, query.per_page, Number(total), rows.length) };
}

interface Grant {
  type: 'staff' | 'customer';
  sshKeyId: number;
  expires?: SshAccessExpiry;
}

/**
 * Gives a key access to a site. A customer grants a key of their own account; staff grant Support
 * access with a key of their own account (the provider's), or a user key of the site's account on
 * its behalf. The same key holds one access of a type at a time, until that one expires.
 */
async function grant(db: Db, user: AuthUser, site: { siteId: number; boltId: number }, request: Grant, asAdmin: boolean) {
  return db.transaction(async (tx) => {
    let owner = { id: user.accountId, name: user.accountName };
    if (asAdmin && request.type === 'customer') {
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
    const [row] = await selectEntries(tx as unknown as Db).where(eq(sshAccess.id, id));
    return entryRecord(row);
  });
}

/** Spec 2 §2.8 and §7: a site's access entries; spec 1 §2 /ssh-access: all temporary accesses (staff). */
export async function sshAccessRoutes(app: FastifyInstance) {
  dualRoute(app, 'GET', 'environments/:id/ssh-access', { params: idParams, querystring: listQuerySchema, tags }, async (input, { user, asAdmin }) => {
    const { siteId } = await requireSitePermission(app.db, user, input.params.id, asAdmin, 'view');
    return listEntries(app.db, siteSpec, eq(sshAccess.environmentId, siteId), input.query as ListQuery & Record<string, unknown>);
  });

  const grantPath = 'environments/:id/ssh-access';
  dualRoute(
    app,
    'POST',
    grantPath,
    { params: idParams, body: writeBody('ssh-access', sshAccessGrantSchema), tags },
    async ({ params, body }, { user, asAdmin, reply }) => {
      const { siteId, boltId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      const request = { type: 'customer' as const, sshKeyId: body.data.attributes.sshKeyId };
      return reply.code(201).send({ data: await grant(app.db, user, { siteId, boltId }, request, asAdmin) });
    },
    { admin: false },
  );
  dualRoute(
    app,
    'POST',
    grantPath,
    { params: idParams, body: writeBody('ssh-access', staffSshAccessGrantSchema), tags },
    async ({ params, body }, { user, asAdmin, reply }) => {
      const site = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      return reply.code(201).send({ data: await grant(app.db, user, site, body.data.attributes, asAdmin) });
    },
    { customer: false },
  );

  // Customers revoke user keys; support access and the site's own key are the provider's to remove.
  dualRoute(app, 'DELETE', 'environments/:id/ssh-access/:accessId', { params: accessParams, tags }, async ({ params }, { user, asAdmin, reply }) => {
    const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
    const accessId = parseId(params.accessId);
    if (accessId === null) throw notFound();
    const [entry] = await app.db
      .select({ type: sshAccess.type })
      .from(sshAccess)
      .where(and(eq(sshAccess.id, accessId), eq(sshAccess.environmentId, siteId)));
    if (!entry) throw notFound();
    if (!asAdmin && entry.type !== 'customer') throw forbidden('Only staff can remove support access and the site key.');
    await app.db.delete(sshAccess).where(eq(sshAccess.id, accessId));
    return reply.code(204).send();
  });

  dualRoute(
    app,
    'GET',
    'ssh-access',
    { querystring: listQuerySchema, tags },
    async (input) => {
      // The status is derived, not a column, so it is taken out before the column filters.
      const { 'filter[status]': status, ...query } = input.query as ListQuery & Record<string, unknown>;
      const scope = and(eq(sshAccess.type, 'staff'), statusCondition(status === undefined ? undefined : String(status)))!;
      return listEntries(app.db, staffSpec, scope, query as ListQuery & Record<string, unknown>);
    },
    { customer: false },
  );
}
