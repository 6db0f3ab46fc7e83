import { and, count, eq, exists, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { liveBolt, requireBoltPermission } from '../auth/boltAccess.js';
import { generatePassword } from '../auth/generatedPassword.js';
import type { AuthUser } from '../auth/session.js';
import { hashToken } from '../auth/tokens.js';
import { CredentialsError, sandboxCredentials } from '../dataplane/credentials.js';
import type { DbOrTx } from '../db/client.js';
import { bolts, databaseEnvironments, databases, environments, servers } from '../db/schema.js';
import { badGateway, conflict, invalid, notFound } from '../http/errors.js';
import { parseId, type ListQuery } from '../http/jsonapi.js';
import { listPage, type ListFields } from '../http/listPage.js';
import type { ListSpec } from '../http/listQuery.js';
import { databaseMessages } from '../../src/rules/schemas/database.js';
import type { databaseRecordSchema } from '../../src/rules/schemas/records/database.js';
import { siteDatabaseMessages } from '../../src/rules/schemas/siteDatabase.js';

const credentials = sandboxCredentials;
const NAME = '/data/attributes/name';

// The specs give no failure texts for these; they follow the specs' tone.
const CREATE_FAILED = 'Could not create the database. Please try again later.';
const DELETE_FAILED = 'Could not delete the database. Please try again later.';

const boltServers = alias(servers, 'bolt_servers');

const siteTitles = sql<string[]>`coalesce((
  select json_agg(${environments.title} order by ${environments.title}, ${environments.id})
  from ${databaseEnvironments} join ${environments} on ${environments.id} = ${databaseEnvironments.environmentId}
  where ${databaseEnvironments.databaseId} = ${databases.id}), '[]'::json)`;

/**
 * What a database's record is made of (spec 2 §3 Database, records/database.ts): the host is the
 * database's own server, else its Bolt's; the sites are those using it (spec 2 §2.6 connect).
 */
export const databaseColumns = {
  id: databases.id,
  boltId: databases.boltId,
  bolt: bolts.name,
  serverId: databases.serverId,
  name: databases.name,
  size: databases.sizeMb,
  dbName: databases.dbName,
  dbUser: databases.dbUser,
  host: sql<string | null>`coalesce(${servers.hostname}, ${boltServers.hostname})`,
  environments: siteTitles,
  createdAt: databases.createdAt,
};

/** The joins `databaseColumns` needs, for the staff's declared list (resources/serverWorkloads.ts). */
export const joinDatabaseColumns = (query: PgSelect) =>
  query
    .innerJoin(bolts, eq(bolts.id, databases.boltId))
    .leftJoin(servers, eq(servers.id, databases.serverId))
    .leftJoin(boltServers, eq(boltServers.id, bolts.serverId));

const selectDatabases = (db: DbOrTx, fields: ListFields = databaseColumns) =>
  db
    .select(fields as typeof databaseColumns)
    .from(databases)
    .innerJoin(bolts, eq(bolts.id, databases.boltId))
    .leftJoin(servers, eq(servers.id, databases.serverId))
    .leftJoin(boltServers, eq(boltServers.id, bolts.serverId))
    .$dynamic();

type DatabaseRow = Awaited<ReturnType<typeof selectDatabases>>[number];

/** The one record of a database; `password` only in the answer that made it. */
export const databaseRecord = ({ id, ...attributes }: DatabaseRow, extra: { password?: string } = {}): z.output<typeof databaseRecordSchema> => ({
  id: String(id),
  type: 'databases',
  attributes: { ...attributes, ...extra },
});

const listSpec: ListSpec = {
  id: databases.id,
  sortable: { name: databases.name, size: databases.sizeMb, dbName: databases.dbName, createdAt: databases.createdAt },
  defaultSort: { field: 'name', direction: 'asc' },
  search: [databases.name, databases.dbName, databases.dbUser],
};

/** One page of databases meeting `scope`, with the list query's search, sort and paging. */
const databasePage = (db: DbOrTx, scope: SQL, query: ListQuery & Record<string, unknown>) =>
  listPage(
    db,
    (fields) => selectDatabases(db, fields),
    scope,
    listSpec,
    query,
    (row) => databaseRecord(row),
  );

/** Spec 1 §7: a Bolt's databases. */
export const listBoltDatabases = (db: DbOrTx, boltId: number, query: ListQuery & Record<string, unknown>) =>
  databasePage(db, eq(databases.boltId, boltId), query);

/**
 * Spec 2 §2.6: the databases a site uses. They are its Bolt's (a connection never crosses Bolts), so
 * the page walks the Bolt's databases in the sort's (bolt, sort, id) index and keeps those the site
 * uses, one primary-key probe each, instead of collecting every connected database to sort them.
 */
export function listSiteDatabases(db: DbOrTx, site: { siteId: number; boltId: number }, query: ListQuery & Record<string, unknown>) {
  const used = db
    .select({ used: sql`1` })
    .from(databaseEnvironments)
    .where(and(eq(databaseEnvironments.databaseId, databases.id), eq(databaseEnvironments.environmentId, site.siteId)));
  return databasePage(db, and(eq(databases.boltId, site.boltId), exists(used))!, query);
}

/**
 * Spec 2 §2.6 a site's Settings of a database: any database of the site's Bolt, with whether the
 * site uses it (the page offers to connect it when not); another Bolt's is a 404, as under bolts/{id}.
 */
export async function findSiteDatabase(db: DbOrTx, site: { siteId: number; boltId: number }, rawId: string) {
  const row = await findDatabase(db, site.boltId, rawId);
  const [link] = await db
    .select({ used: sql`1` })
    .from(databaseEnvironments)
    .where(and(eq(databaseEnvironments.databaseId, row.id), eq(databaseEnvironments.environmentId, site.siteId)));
  return { data: databaseRecord(row), meta: { connected: link !== undefined } };
}

export async function findDatabase(db: DbOrTx, boltId: number, rawId: string): Promise<DatabaseRow> {
  const id = parseId(rawId);
  const [row] = id === null ? [] : await selectDatabases(db).where(and(eq(databases.id, id), eq(databases.boltId, boltId)));
  if (!row) throw notFound();
  return row;
}

/** The Bolt of a path, once the caller may manage its databases. */
export async function boltOfDatabases(db: DbOrTx, raw: string, user: AuthUser, asAdmin: boolean) {
  const boltId = parseId(raw);
  if (boltId === null) throw notFound();
  await requireBoltPermission(db, user, boltId, asAdmin, 'manageDatabases');
  return boltId;
}

/** Holds the Bolt's row, so name checks and the insert or rename happen one writer at a time. */
async function lockBolt(tx: DbOrTx, boltId: number) {
  const [bolt] = await tx
    .select({ serverId: bolts.serverId })
    .from(bolts)
    .where(and(eq(bolts.id, boltId), liveBolt))
    .for('update');
  if (!bolt) throw notFound();
  return bolt;
}

/** Display names are unique within a Bolt, whatever their case, so people can tell them apart. */
async function refuseTakenName(db: DbOrTx, boltId: number, name: string, except?: number) {
  const same = [eq(databases.boltId, boltId), sql`lower(${databases.name}) = lower(${name})`] as SQL[];
  if (except !== undefined) same.push(ne(databases.id, except));
  const [{ n }] = await db
    .select({ n: count() })
    .from(databases)
    .where(and(...same));
  if (Number(n)) throw conflict(NAME, databaseMessages.taken);
}

/**
 * The database and user names on the server: `db_{boltId}_{slug}` (64 characters at most, MySQL's
 * limit) and `u_{boltId}_{slug}` (32). The Bolt id ends at the first underscore, so names of
 * different Bolts never meet; within the Bolt a taken pair gets `_2`, `_3`…
 */
function identifiers(boltId: number, name: string, attempt: number) {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'db';
  const suffix = attempt ? `_${attempt + 1}` : '';
  return {
    dbName: `db_${boltId}_${slug}`.slice(0, 64 - suffix.length) + suffix,
    dbUser: `u_${boltId}_${slug}`.slice(0, 32 - suffix.length) + suffix,
  };
}

const upstream = (detail: string) => (error: unknown) => {
  throw error instanceof CredentialsError ? badGateway(detail, error) : error;
};

/**
 * The password is made here, handed to the database server and answered once; only its SHA-256
 * is kept (about 143 random bits, so a slow hash would add nothing).
 */
export function createDatabase(db: DbOrTx, boltId: number, name: string) {
  const password = generatePassword();
  return db.transaction(async (tx) => {
    const bolt = await lockBolt(tx, boltId);
    await refuseTakenName(tx, boltId, name);
    const existing = await tx.select({ dbName: databases.dbName, dbUser: databases.dbUser }).from(databases).where(eq(databases.boltId, boltId));
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
}

export const renameDatabase = (db: DbOrTx, boltId: number, rawId: string, name: string) =>
  db.transaction(async (tx) => {
    await lockBolt(tx, boltId);
    const { id } = await findDatabase(tx, boltId, rawId);
    await refuseTakenName(tx, boltId, name, id);
    await tx.update(databases).set({ name }).where(eq(databases.id, id));
    return databaseRecord(await findDatabase(tx, boltId, rawId));
  });

/** Deleted here and on the database server, or not at all. */
export const dropDatabase = (db: DbOrTx, boltId: number, rawId: string) =>
  db.transaction(async (tx) => {
    const row = await findDatabase(tx, boltId, rawId);
    await tx.delete(databases).where(eq(databases.id, row.id));
    await credentials.dropDatabase(row).catch(upstream(DELETE_FAILED));
  });

/** The ids of a connect or disconnect: the databases and the sites. */
export interface Connection {
  databaseIds: (string | number)[];
  environmentIds: (string | number)[];
}

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
async function resolveConnection(tx: DbOrTx, user: AuthUser, asAdmin: boolean, connection: Connection) {
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

const recordsOf = async (db: DbOrTx, databaseIds: number[]) =>
  (await selectDatabases(db).where(inArray(databases.id, databaseIds)).orderBy(databases.name, databases.id)).map((row) => databaseRecord(row));

/** Connecting twice is harmless: a pair already connected stays as it is. */
export const connectDatabases = (db: DbOrTx, user: AuthUser, asAdmin: boolean, connection: Connection) =>
  db.transaction(async (tx) => {
    const { databaseIds, siteIds } = await resolveConnection(tx, user, asAdmin, connection);
    const pairs = databaseIds.flatMap((databaseId) => siteIds.map((environmentId) => ({ databaseId, environmentId })));
    await tx.insert(databaseEnvironments).values(pairs).onConflictDoNothing();
    return recordsOf(tx, databaseIds);
  });

/**
 * A disconnected site must reach the database no more, so each one that used it has the database's
 * credentials taken off its server before the change is kept; a refusal (sandbox: a site titled
 * `fail-…`) keeps every connection and says the spec 2 §8 text.
 */
export const disconnectDatabases = (db: DbOrTx, user: AuthUser, asAdmin: boolean, connection: Connection) =>
  db.transaction(async (tx) => {
    const { databaseIds, siteIds } = await resolveConnection(tx, user, asAdmin, connection);
    const pairs = and(inArray(databaseEnvironments.databaseId, databaseIds), inArray(databaseEnvironments.environmentId, siteIds));
    const connected = await tx
      .select({ name: environments.name, title: environments.title, dbName: databases.dbName, dbUser: databases.dbUser })
      .from(databaseEnvironments)
      .innerJoin(environments, eq(environments.id, databaseEnvironments.environmentId))
      .innerJoin(databases, eq(databases.id, databaseEnvironments.databaseId))
      .where(pairs);
    await tx.delete(databaseEnvironments).where(pairs);
    for (const { name, title, ...database } of connected) {
      await credentials.disconnectDatabase({ name, title }, database).catch(upstream(siteDatabaseMessages.disconnectFailed));
    }
    return recordsOf(tx, databaseIds);
  });
