import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { bolts, databases, domains, environments } from '../db/schema.js';
import { MAX_RECORD_ID } from '../../src/rules/schemas/common.js';
import type { SearchType } from '../../src/rules/search.js';

type RecordType = Exclude<SearchType, 'help'>;

/** A found record before its customer is known: what the result shows, the page it opens, whose it is. */
export interface Found {
  type: RecordType;
  id: number;
  title: string;
  subtitle: string;
  path: string;
  accountId: number;
}

/**
 * How one type is searched (services/search.ts runs the stages): `key` is the lower-cased name in
 * byte order, what a name starts with and what results are ordered by (a btree on `(key, id)`
 * serves both); `contains` are the columns `q` may be anywhere in (trigram indexes); `exact` finds
 * a record by a whole `q`. `rows` reads the type's records joined to their Bolt, so the caller's
 * scope applies to it.
 */
export interface Finder {
  id: PgColumn;
  key: SQL;
  contains: PgColumn[];
  exact?: (text: string) => SQL | undefined;
  rows(db: DbOrTx, where: SQL | undefined, ordered: boolean, limit: number): Promise<Found[]>;
}

const lowerName = (column: PgColumn) => sql`lower(${column}) collate "C"`;
const keys = {
  bolts: lowerName(bolts.name),
  sites: lowerName(environments.title),
  domains: lowerName(domains.name),
  databases: lowerName(databases.name),
};
const sitePath = (boltId: number, siteId: number) => `/bolts/${boltId}/environments/${siteId}`;

const bolt: Finder = {
  id: bolts.id,
  key: keys.bolts,
  contains: [bolts.name],
  // Staff are often given a Bolt's number.
  exact: (text) => (/^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_RECORD_ID ? eq(bolts.id, Number(text)) : undefined),
  async rows(db, where, ordered, limit) {
    const query = db.select({ id: bolts.id, name: bolts.name, accountId: bolts.accountId }).from(bolts).where(where).$dynamic();
    const rows = await (ordered ? query.orderBy(asc(keys.bolts), asc(bolts.id)) : query).limit(limit);
    return rows.map((row) => ({
      type: 'bolts',
      id: row.id,
      title: row.name,
      subtitle: `#${row.id}`,
      path: `/bolts/${row.id}`,
      accountId: row.accountId,
    }));
  },
};

const site: Finder = {
  id: environments.id,
  key: keys.sites,
  contains: [environments.title, environments.name],
  async rows(db, where, ordered, limit) {
    const query = db
      .select({ id: environments.id, title: environments.title, boltId: bolts.id, bolt: bolts.name, accountId: bolts.accountId })
      .from(environments)
      .innerJoin(bolts, eq(bolts.id, environments.boltId))
      .where(where)
      .$dynamic();
    const rows = await (ordered ? query.orderBy(asc(keys.sites), asc(environments.id)) : query).limit(limit);
    return rows.map((row) => ({
      type: 'sites',
      id: row.id,
      title: row.title,
      subtitle: row.bolt,
      path: sitePath(row.boltId, row.id),
      accountId: row.accountId,
    }));
  },
};

const domain: Finder = {
  id: domains.id,
  key: keys.domains,
  contains: [domains.name],
  async rows(db, where, ordered, limit) {
    const query = db
      .select({
        id: domains.id,
        name: domains.name,
        siteId: environments.id,
        site: environments.title,
        boltId: bolts.id,
        bolt: bolts.name,
        accountId: bolts.accountId,
      })
      .from(domains)
      .innerJoin(environments, eq(environments.id, domains.environmentId))
      .innerJoin(bolts, eq(bolts.id, environments.boltId))
      .where(where)
      .$dynamic();
    const rows = await (ordered ? query.orderBy(asc(keys.domains), asc(domains.id)) : query).limit(limit);
    return rows.map((row) => ({
      type: 'domains',
      id: row.id,
      title: row.name,
      subtitle: `${row.site} · ${row.bolt}`,
      path: `${sitePath(row.boltId, row.siteId)}/domains`,
      accountId: row.accountId,
    }));
  },
};

const database: Finder = {
  id: databases.id,
  key: keys.databases,
  contains: [databases.name, databases.dbName],
  async rows(db, where, ordered, limit) {
    const query = db
      .select({ id: databases.id, name: databases.name, dbName: databases.dbName, boltId: bolts.id, bolt: bolts.name, accountId: bolts.accountId })
      .from(databases)
      .innerJoin(bolts, eq(bolts.id, databases.boltId))
      .where(where)
      .$dynamic();
    const rows = await (ordered ? query.orderBy(asc(keys.databases), asc(databases.id)) : query).limit(limit);
    return rows.map((row) => ({
      type: 'databases',
      id: row.id,
      title: row.name,
      subtitle: `${row.dbName} · ${row.bolt}`,
      path: `/bolts/${row.boltId}/databases/${row.id}`,
      accountId: row.accountId,
    }));
  },
};

export const FINDERS: Record<RecordType, Finder> = { bolts: bolt, sites: site, domains: domain, databases: database };
