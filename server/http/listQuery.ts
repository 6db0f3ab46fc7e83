import { asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { messages } from '../../src/rules/messages.js';
import type { DbOrTx } from '../db/client.js';
import { declared, filtersOf, invalidParameter, parseId, type ListQuery } from './jsonapi.js';

export type SortKey = PgColumn | SQL | (PgColumn | SQL)[];

/** A declared filter: a column matched exactly (`a,b` means either), or a condition built from the value. */
export type Filter = PgColumn | ((value: string) => SQL | undefined);

/** How a list sorts, filters and searches: the declared resources and the hand-written lists alike. */
export interface ListSpec {
  id: PgColumn;
  /** A sort field's column, or its columns in order (e.g. a customer's name, then the customer). */
  sortable: Record<string, SortKey>;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  filterable?: Record<string, Filter>;
  /** What `q` searches, case-insensitively: the list's own columns, and columns of a table it refers to. */
  search?: SearchTerm[];
}

/**
 * A column of a table the list's rows refer to: `match` of the row that `key` names by `references`.
 * When `match` lives further away (a domain of a site of a Bolt of the account), `joins` lead from
 * `match`'s table to `references`' table.
 */
export interface SearchThrough {
  key: PgColumn;
  references: PgColumn;
  match: PgColumn;
  joins?: (query: PgSelect) => PgSelect;
}

/** A column or expression of the list's own table (served by its trigram index), or one it refers to. */
export type SearchTerm = PgColumn | SQL | SearchThrough;

/** `q` on `match` of the rows `key` refers to, e.g. a Bolt's customer name (through `joins` when further away). */
export const searchThrough = (key: PgColumn, references: PgColumn, match: PgColumn, joins?: (query: PgSelect) => PgSelect): SearchThrough => ({
  key,
  references,
  match,
  joins,
});

/** More referred rows than this match `q`: the condition keeps its subquery instead of a list of ids. */
const THROUGH_IDS_LIMIT = 1000;

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The values an integer column holds: int2, int4 (serial too) or a bigint read as a JS number. */
export function integerRange(column: PgColumn): [number, number] | null {
  switch (column.columnType) {
    case 'PgSmallInt':
    case 'PgSmallSerial':
      return [-(2 ** 15), 2 ** 15 - 1];
    case 'PgInteger':
    case 'PgSerial':
      return [-(2 ** 31), 2 ** 31 - 1];
    case 'PgBigInt53':
    case 'PgBigSerial53':
      return [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
    default:
      return null;
  }
}

/**
 * A filter value checked against its column before it reaches a query: a number column takes
 * whole numbers within its range (a value past it matches no row in any case, but would fail the query).
 */
function columnCondition(field: string, column: PgColumn, value: string): SQL {
  const values = value.split(',');
  const range = integerRange(column);
  if (range && !values.every((v) => /^-?\d{1,20}$/.test(v) && Number(v) >= range[0] && Number(v) <= range[1])) {
    throw invalidParameter(`filter[${field}]`, messages.filterWholeNumber(field, range[1]));
  }
  const typed = range ? values.map(Number) : values;
  return typed.length > 1 ? inArray(column, typed) : eq(column, typed[0]);
}

const isThrough = (term: SearchTerm): term is SearchThrough => 'match' in term && 'key' in term;

/**
 * `q` as one condition on the list's own table: each own column by ILIKE (a trigram index serves
 * it), each referred column as `key = any(ids)` with the few referred rows that match read first,
 * so PostgreSQL can OR the indexes together (a bitmap scan) instead of scanning the whole table
 * behind a join.
 */
async function searchCondition(db: DbOrTx, terms: SearchTerm[], q: string): Promise<SQL> {
  const pattern = `%${escapeLike(q)}%`;
  const conditions = await Promise.all(
    terms.map(async (term) => {
      if (!isThrough(term)) return ilike(term, pattern);
      const from = db.select({ id: term.references }).from(term.match.table).$dynamic();
      const referred = (term.joins ? term.joins(from) : from).where(ilike(term.match, pattern));
      const ids = await referred.limit(THROUGH_IDS_LIMIT + 1);
      if (ids.length > THROUGH_IDS_LIMIT) return inArray(term.key, referred);
      return ids.length
        ? inArray(
            term.key,
            ids.map((row) => row.id),
          )
        : undefined;
    }),
  );
  const matching = conditions.filter((condition): condition is SQL => condition !== undefined);
  // No column could match (only referred columns, none matching): no row.
  return matching.length ? or(...matching)! : sql`false`;
}

/** The conditions of `filter[...]` (every list also filters by id, for react-admin's getMany) and `q`. */
export async function listConditions(db: DbOrTx, spec: ListSpec, query: ListQuery & Record<string, unknown>): Promise<SQL[]> {
  const conditions: SQL[] = [];
  for (const [field, value] of filtersOf(query)) {
    if (field === 'id') {
      // A malformed id matches nothing rather than failing the query.
      conditions.push(
        inArray(
          spec.id,
          value.split(',').map((id) => parseId(id) ?? 0),
        ),
      );
      continue;
    }
    const filter = declared(spec.filterable, field);
    if (!filter) throw invalidParameter(`filter[${field}]`, messages.unknownFilter(field));
    const condition = typeof filter === 'function' ? filter(value) : columnCondition(field, filter, value);
    if (condition) conditions.push(condition);
  }
  const q = query.q?.trim();
  if (q && spec.search?.length) conditions.push(await searchCondition(db, spec.search, q));
  return conditions;
}

/** The columns the query's `sort` orders by, before the id that breaks ties. */
export function sortColumns(spec: ListSpec, query: ListQuery): (PgColumn | SQL)[] {
  const field = query.sort ?? spec.defaultSort.field;
  const key = field === 'id' ? spec.id : declared(spec.sortable, field);
  if (!key) throw invalidParameter('sort', messages.unknownSort(field));
  return Array.isArray(key) ? key : [key];
}

/** ORDER BY of `sort`/`direction`, ties broken by id so pages never overlap. */
export function listOrder(spec: ListSpec, query: ListQuery): SQL[] {
  const order = (query.sort ? query.direction : spec.defaultSort.direction) === 'desc' ? desc : asc;
  const columns = sortColumns(spec, query);
  return [...columns, ...(columns.includes(spec.id) ? [] : [spec.id])].map((column) => order(column));
}
