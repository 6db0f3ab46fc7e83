import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireBoltPermission } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import { requireSitePermission } from '../auth/siteAccess.js';
import type { Db } from '../db/client.js';
import { databaseEnvironments, databases, environments } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { invalid, notFound } from '../http/errors.js';
import { idParams, listQuerySchema, parseId, writeBody, type ListQuery } from '../http/jsonapi.js';
import { databaseConnectionSchema, siteDatabaseMessages } from '../../src/rules/schemas/siteDatabase.js';
import { databasePage, databaseRecord, selectDatabases } from './boltDatabases.js';

const tags = ['databases'];
const body = writeBody('databases', databaseConnectionSchema);
type Connection = { databaseIds: (string | number)[]; environmentIds: (string | number)[] };

/** Distinct ids; one that cannot be an id matches nothing, so it is a 404 like an unknown one. */
function idsOf(raw: (string | number)[]): number[] {
  const ids = raw.map((id) => parseId(String(id)));
  if (ids.some((id) => id === null)) throw notFound();
  return [...new Set(ids as number[])];
}

/**
 * The databases and sites of a connect or disconnect, held (FOR SHARE) against deletion until the
 * transaction ends. Each Bolt they belong to must be one the caller manages databases of (another
 * account's is a 404, as if it did not exist); only then is a mix of Bolts refused.
 */
async function resolveConnection(tx: Db, user: AuthUser, asAdmin: boolean, connection: Connection) {
  const databaseIds = idsOf(connection.databaseIds);
  const siteIds = idsOf(connection.environmentIds);
  const found = await tx.select({ boltId: databases.boltId }).from(databases).where(inArray(databases.id, databaseIds)).for('share');
  const sites = await tx.select({ boltId: environments.boltId }).from(environments).where(inArray(environments.id, siteIds)).for('share');
  if (found.length !== databaseIds.length || sites.length !== siteIds.length) throw notFound();
  const boltIds = [...new Set([...found, ...sites].map((row) => row.boltId))];
  for (const boltId of boltIds) await requireBoltPermission(tx, user, boltId, asAdmin, 'manageDatabases');
  if (boltIds.length > 1) throw invalid('/data/attributes/environmentIds', siteDatabaseMessages.sameBolt);
  return { databaseIds, siteIds };
}

const recordsOf = async (db: Db, databaseIds: number[]) =>
  (await selectDatabases(db).where(inArray(databases.id, databaseIds)).orderBy(databases.name, databases.id)).map((row) =>
    databaseRecord(row),
  );

/** Spec 2 §2.6 and §7: the databases a site uses, and connecting or disconnecting them. */
export async function siteDatabaseRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'environments/:id/databases',
    { params: idParams, querystring: listQuerySchema, tags },
    async (input, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, input.params.id, asAdmin, 'manageDatabases');
      const query = input.query as ListQuery & Record<string, unknown>;
      const used = app.db
        .select({ id: databaseEnvironments.databaseId })
        .from(databaseEnvironments)
        .where(eq(databaseEnvironments.environmentId, siteId));
      return databasePage(app.db, inArray(databases.id, used), query);
    },
  );

  // Connecting twice is harmless: a pair already connected stays as it is.
  dualRoute(app, 'POST', 'databases/connect', { body, tags }, async (input, { user, asAdmin }) => {
    const data = await app.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const { databaseIds, siteIds } = await resolveConnection(tx, user, asAdmin, input.body.data.attributes);
      const pairs = databaseIds.flatMap((databaseId) => siteIds.map((environmentId) => ({ databaseId, environmentId })));
      await tx.insert(databaseEnvironments).values(pairs).onConflictDoNothing();
      return recordsOf(tx, databaseIds);
    });
    return { data, meta: { message: siteDatabaseMessages.connected } };
  });

  dualRoute(app, 'POST', 'databases/disconnect', { body, tags }, async (input, { user, asAdmin }) => {
    const data = await app.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const { databaseIds, siteIds } = await resolveConnection(tx, user, asAdmin, input.body.data.attributes);
      await tx
        .delete(databaseEnvironments)
        .where(and(inArray(databaseEnvironments.databaseId, databaseIds), inArray(databaseEnvironments.environmentId, siteIds)));
      return recordsOf(tx, databaseIds);
    });
    return { data, meta: { message: siteDatabaseMessages.disconnected } };
  });
}
