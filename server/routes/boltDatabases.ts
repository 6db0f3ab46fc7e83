import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveBolt, requireBoltPermission } from '../auth/boltAccess.js';
import { generatePassword } from '../auth/generatedPassword.js';
import type { AuthUser } from '../auth/session.js';
import { hashToken } from '../auth/tokens.js';
import { CredentialsError, sandboxCredentials } from '../dataplane/credentials.js';
import type { Db } from '../db/client.js';
import { bolts, databaseEnvironments, databases, environments, servers } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { badGateway, conflict, notFound } from '../http/errors.js';
import { idParams, listMeta, listQuerySchema, parseId, writeBody, type ListQuery } from '../http/jsonapi.js';
import { listConditions, listOrder, type ListSpec } from '../http/listQuery.js';
import { databaseMessages, databaseSchema } from '../../src/rules/schemas/database.js';

const tags = ['databases'];
const credentials = sandboxCredentials;
const NAME = '/data/attributes/name';
const databaseParams = z.object({ id: z.string(), dbId: z.string() });

// The specs give no failure texts for these; they follow the specs' tone.
const CREATE_FAILED = 'Could not create the database. Please try again later.';
const DELETE_FAILED = 'Could not delete the database. Please try again later.';

const boltServers = alias(servers, 'bolt_servers');

const siteTitles = sql<string[]>`coalesce((
  select json_agg(${environments.title} order by ${environments.title}, ${environments.id})
  from ${databaseEnvironments} join ${environments} on ${environments.id} = ${databaseEnvironments.environmentId}
  where ${databaseEnvironments.databaseId} = ${databases.id}), '[]'::json)`;

/**
 * Spec 2 §3 Database: name, size (MiB), dbName, dbUser, and the titles of the sites using it
 * (spec 2 §2.6 connect). The host is the database's own server, else its Bolt's.
 */
const columns = {
  id: databases.id,
  boltId: databases.boltId,
  name: databases.name,
  size: databases.sizeMb,
  dbName: databases.dbName,
  dbUser: databases.dbUser,
  host: sql<string | null>`coalesce(${servers.hostname}, ${boltServers.hostname})`,
  environments: siteTitles,
  createdAt: databases.createdAt,
};

export const selectDatabases = (db: Db) =>
  db
    .select(columns)
    .from(databases)
    .innerJoin(bolts, eq(bolts.id, databases.boltId))
    .leftJoin(servers, eq(servers.id, databases.serverId))
    .leftJoin(boltServers, eq(boltServers.id, bolts.serverId))
    .$dynamic();

export type DatabaseRow = Awaited<ReturnType<typeof selectDatabases>>[number];

export const databaseRecord = ({ id, ...attributes }: DatabaseRow, extra: { password?: string } = {}) => ({
  id: String(id),
  type: 'databases',
  attributes: { ...attributes, ...extra },
});

export const databaseListSpec: ListSpec = {
  id: databases.id,
  sortable: { name: databases.name, size: databases.sizeMb, dbName: databases.dbName, createdAt: databases.createdAt },
  defaultSort: { field: 'name', direction: 'asc' },
  search: [databases.name, databases.dbName, databases.dbUser],
};

async function findDatabase(db: Db, boltId: number, rawId: string): Promise<DatabaseRow> {
  const id = parseId(rawId);
  const [row] = id === null ? [] : await selectDatabases(db).where(and(eq(databases.id, id), eq(databases.boltId, boltId)));
  if (!row) throw notFound();
  return row;
}

/** Holds the Bolt's row, so name checks and the insert or rename happen one writer at a time. */
async function lockBolt(tx: Db, boltId: number) {
  const [bolt] = await tx
    .select({ serverId: bolts.serverId })
    .from(bolts)
    .where(and(eq(bolts.id, boltId), liveBolt))
    .for('update');
  if (!bolt) throw notFound();
  return bolt;
}

/** Display names are unique within a Bolt, whatever their case, so people can tell them apart. */
async function refuseTakenName(db: Db, boltId: number, name: string, except?: number) {
  const same = [eq(databases.boltId, boltId), sql`lower(${databases.name}) = lower(${name})`] as SQL[];
  if (except !== undefined) same.push(ne(databases.id, except));
  const [{ n }] = await db.select({ n: count() }).from(databases).where(and(...same));
  if (Number(n)) throw conflict(NAME, databaseMessages.taken);
}

/**
 * The database and user names on the server: `db_{boltId}_{slug}` (64 characters at most, MySQL's
 * limit) and `u_{boltId}_{slug}` (32). The Bolt id ends at the first underscore, so names of
 * different Bolts never meet; within the Bolt a taken pair gets `_2`, `_3`…
 */
function identifiers(boltId: number, name: string, attempt: number) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'db';
  const suffix = attempt ? `_${attempt + 1}` : '';
  return {
    dbName: `db_${boltId}_${slug}`.slice(0, 64 - suffix.length) + suffix,
    dbUser: `u_${boltId}_${slug}`.slice(0, 32 - suffix.length) + suffix,
  };
}

async function boltIdOf(app: FastifyInstance, raw: string, user: AuthUser, asAdmin: boolean) {
  const boltId = parseId(raw);
  if (boltId === null) throw notFound();
  await requireBoltPermission(app.db, user, boltId, asAdmin, 'manageDatabases');
  return boltId;
}

const upstream = (detail: string) => (error: unknown) => {
  throw error instanceof CredentialsError ? badGateway(detail) : error;
};

/** One page of databases meeting `scope`, with the list query's search, sort and paging. */
export async function databasePage(db: Db, scope: SQL, query: ListQuery & Record<string, unknown>) {
  const where = and(scope, ...listConditions(databaseListSpec, query));
  const [rows, [{ total }]] = await Promise.all([
    selectDatabases(db)
      .where(where)
      .orderBy(...listOrder(databaseListSpec, query))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(databases).where(where),
  ]);
  return {
    data: rows.map((row) => databaseRecord(row)),
    meta: listMeta(query.page, query.per_page, Number(total), rows.length),
  };
}

/** Spec 1 §7 and spec 2 §7: bolts/{id}/databases CRUD, for roles that manage databases. */
export async function boltDatabaseRoutes(app: FastifyInstance) {
  dualRoute(app, 'GET', 'bolts/:id/databases', { params: idParams, querystring: listQuerySchema, tags }, async (input, { user, asAdmin }) => {
    const boltId = await boltIdOf(app, input.params.id, user, asAdmin);
    return databasePage(app.db, eq(databases.boltId, boltId), input.query as ListQuery & Record<string, unknown>);
  });

  dualRoute(app, 'GET', 'bolts/:id/databases/:dbId', { params: databaseParams, tags }, async ({ params }, { user, asAdmin }) => {
    const boltId = await boltIdOf(app, params.id, user, asAdmin);
    return { data: databaseRecord(await findDatabase(app.db, boltId, params.dbId)) };
  });

  // The password is made here, handed to the database server and answered once; only its SHA-256
  // is kept (about 143 random bits, so a slow hash would add nothing).
  dualRoute(
    app,
    'POST',
    'bolts/:id/databases',
    { params: idParams, body: writeBody('databases', databaseSchema), tags },
    async ({ params, body }, { user, asAdmin, reply }) => {
      const boltId = await boltIdOf(app, params.id, user, asAdmin);
      const { name } = body.data.attributes;
      const password = generatePassword();
      const data = await app.db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const bolt = await lockBolt(tx, boltId);
        await refuseTakenName(tx, boltId, name);
        const existing = await tx
          .select({ dbName: databases.dbName, dbUser: databases.dbUser })
          .from(databases)
          .where(eq(databases.boltId, boltId));
        const takenNames = new Set(existing.flatMap((row) => [row.dbName, row.dbUser]));
        let attempt = 0;
        while (Object.values(identifiers(boltId, name, attempt)).some((id) => takenNames.has(id))) attempt++;
        const [created] = await tx
          .insert(databases)
          .values({ boltId, serverId: bolt.serverId, name, ...identifiers(boltId, name, attempt), passwordHash: hashToken(password) })
          .returning({ id: databases.id });
        const row = await findDatabase(tx, boltId, String(created.id));
        await credentials.createDatabase(row, password).catch(upstream(CREATE_FAILED));
        return databaseRecord(row, { password });
      });
      return reply.code(201).send({ data });
    },
  );

  dualRoute(
    app,
    'PATCH',
    'bolts/:id/databases/:dbId',
    { params: databaseParams, body: writeBody('databases', databaseSchema), tags },
    async ({ params, body }, { user, asAdmin }) => {
      const boltId = await boltIdOf(app, params.id, user, asAdmin);
      const { name } = body.data.attributes;
      const data = await app.db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await lockBolt(tx, boltId);
        const { id } = await findDatabase(tx, boltId, params.dbId);
        await refuseTakenName(tx, boltId, name, id);
        await tx.update(databases).set({ name }).where(eq(databases.id, id));
        return databaseRecord(await findDatabase(tx, boltId, params.dbId));
      });
      return { data };
    },
  );

  dualRoute(app, 'DELETE', 'bolts/:id/databases/:dbId', { params: databaseParams, tags }, async ({ params }, { user, asAdmin, reply }) => {
    const boltId = await boltIdOf(app, params.id, user, asAdmin);
    await app.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const row = await findDatabase(tx, boltId, params.dbId);
      await tx.delete(databases).where(eq(databases.id, row.id));
      await credentials.dropDatabase(row).catch(upstream(DELETE_FAILED));
    });
    return reply.code(204).send();
  });
}
