import { and, eq, ilike, inArray, isNull, min, not, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { liveBolt } from '../auth/boltAccess.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts, databases, domains, environments, servers, users } from '../db/schema.js';
import { escapeLike } from '../http/listQuery.js';
import { domainText, LOOKUP_LIMIT, lookupKindsFor, maskedKey, type LookupKind } from '../../src/rules/lookup.js';
import type { z } from 'zod';
import type { lookupMatchSchema } from '../../src/rules/schemas/records/lookup.js';

/** A matched row before its customer's person is known. */
interface Hit {
  rowId: number;
  value: string | null;
  boltId: number;
  boltName: string;
  siteId: number | null;
  siteTitle: string | null;
  accountId: number;
  customer: string;
}

/** Reads at most `limit` rows of a kind whose column meets `match`, on live Bolts. */
type Finder = (db: DbOrTx, match: (column: PgColumn) => SQL, limit: number) => Promise<Hit[]>;

const bolt = { boltId: bolts.id, boltName: bolts.name, accountId: bolts.accountId, customer: accounts.name };
const site = { siteId: environments.id, siteTitle: environments.title };

/** A Bolt's database by its name or user (trigram indexes databases_db_name_trgm, databases_db_user_trgm). */
const databaseBy =
  (column: typeof databases.dbName | typeof databases.dbUser): Finder =>
  async (db, match, limit) =>
    (
      await db
        .select({ rowId: databases.id, value: column, ...bolt })
        .from(databases)
        .innerJoin(bolts, eq(bolts.id, databases.boltId))
        .innerJoin(accounts, eq(accounts.id, bolts.accountId))
        .where(and(liveBolt, match(column)))
        .limit(limit)
    ).map((row) => ({ ...row, siteId: null, siteTitle: null }));

/** A site by a column of its own: its internal name (trigram index) or its API key. */
const siteBy =
  (column: typeof environments.name | typeof environments.apiKey): Finder =>
  (db, match, limit) =>
    db
      .select({ rowId: environments.id, value: column, ...bolt, ...site })
      .from(environments)
      .innerJoin(bolts, eq(bolts.id, environments.boltId))
      .innerJoin(accounts, eq(accounts.id, bolts.accountId))
      .where(and(liveBolt, match(column)))
      .limit(limit);

/** A site by one of its domains (trigram index domains_name_trgm). */
const byDomain: Finder = (db, match, limit) =>
  db
    .select({ rowId: domains.id, value: domains.name, ...bolt, ...site })
    .from(domains)
    .innerJoin(environments, eq(environments.id, domains.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .innerJoin(accounts, eq(accounts.id, bolts.accountId))
    .where(and(liveBolt, match(domains.name)))
    .limit(limit);

/** The Bolts on a server by its IP address (trigram index servers_ip_trgm; IPv6 has none, servers are few). */
const byServerAddress =
  (column: typeof servers.ip | typeof servers.ipv6): Finder =>
  async (db, match, limit) =>
    (
      await db
        .select({ rowId: bolts.id, value: column, ...bolt })
        .from(servers)
        .innerJoin(bolts, eq(bolts.serverId, servers.id))
        .innerJoin(accounts, eq(accounts.id, bolts.accountId))
        .where(and(liveBolt, match(column)))
        .limit(limit)
    ).map((row) => ({ ...row, siteId: null, siteTitle: null }));

const finders = (text: string): Record<LookupKind, Finder> => ({
  database: databaseBy(databases.dbName),
  databaseUser: databaseBy(databases.dbUser),
  site: siteBy(environments.name),
  domain: byDomain,
  ip: byServerAddress(text.includes(':') ? servers.ipv6 : servers.ip),
  apiKey: siteBy(environments.apiKey),
});

/** The value a kind is looked up by: a pasted address by its hostname. */
const textFor = (kind: LookupKind, text: string) => (kind === 'domain' ? domainText(text) : text);

/** Each account's first person: the one whose page (/customers/{userId}) a match links to. */
async function firstPeople(db: DbOrTx, accountIds: number[]): Promise<Map<number, number>> {
  if (!accountIds.length) return new Map();
  const rows = await db
    .select({ accountId: users.accountId, userId: min(users.id) })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(inArray(users.accountId, accountIds), eq(users.role, 'customer'), isNull(accounts.deletionRequestedAt)))
    .groupBy(users.accountId);
  return new Map(rows.flatMap((row) => (row.userId === null ? [] : [[row.accountId, row.userId]])));
}

/**
 * GET admin/lookup?q= (staff, route /lookup): the Bolts a value names, as one list of at most
 * LOOKUP_LIMIT matches — first every kind's whole-value matches, then those starting with it — each
 * read on an index with its own limit, so a lookup costs the same over any number of Bolts (IPv6
 * addresses aside: the servers are few). Case is ignored; archived Bolts are left out
 * (their pages do not open).
 */
export async function lookup(db: DbOrTx, q: string): Promise<z.output<typeof lookupMatchSchema>[]> {
  const kinds = lookupKindsFor(q);
  const find = finders(q);
  const hits: (Hit & { kind: LookupKind; exact: boolean })[] = [];
  for (const exact of [true, false]) {
    for (const kind of kinds) {
      const remaining = LOOKUP_LIMIT - hits.length;
      if (remaining <= 0) break;
      // An API key is matched by its start only: nobody types a whole key (its trigram index serves it).
      const startOnly = kind === 'apiKey';
      if (exact && startOnly) continue;
      const whole = escapeLike(textFor(kind, q));
      const match = (column: PgColumn) =>
        exact ? ilike(column, whole) : startOnly ? ilike(column, `${whole}%`) : and(ilike(column, `${whole}%`), not(ilike(column, whole)))!;
      for (const hit of await find[kind](db, match, remaining)) hits.push({ ...hit, kind, exact });
    }
  }
  const people = await firstPeople(db, [...new Set(hits.map((hit) => hit.accountId))]);
  return hits.map(({ rowId, kind, value, ...hit }) => ({
    id: `${kind}-${rowId}`,
    type: 'lookup',
    attributes: {
      kind,
      ...hit,
      value: kind === 'apiKey' ? maskedKey(value ?? '', q) : (value ?? ''),
      userId: people.get(hit.accountId) ?? null,
    },
  }));
}
