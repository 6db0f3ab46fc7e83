import { asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { messages } from '../../src/rules/messages.js';
import { declared, filtersOf, invalidParameter, parseId, type ListQuery } from './jsonapi.js';

/** A declared filter: a column matched exactly (`a,b` means either), or a condition built from the value. */
export type Filter = PgColumn | ((value: string) => SQL | undefined);

/** How a list sorts, filters and searches: the declared resources and the hand-written lists alike. */
export interface ListSpec {
  id: PgColumn;
  sortable: Record<string, PgColumn | SQL>;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  filterable?: Record<string, Filter>;
  /** Columns `q` searches, case-insensitively. */
  search?: (PgColumn | SQL)[];
}

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The values an integer column holds: int2, int4 (serial too) or a bigint read as a JS number. */
function integerRange(column: PgColumn): [number, number] | null {
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

/** The conditions of `filter[...]` (every list also filters by id, for react-admin's getMany) and `q`. */
export function listConditions(spec: ListSpec, query: ListQuery & Record<string, unknown>): SQL[] {
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
  if (q && spec.search?.length) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(or(...spec.search.map((column) => ilike(column, pattern)))!);
  }
  return conditions;
}

/** ORDER BY of `sort`/`direction`, ties broken by id so pages never overlap. */
export function listOrder(spec: ListSpec, query: ListQuery): SQL[] {
  const field = query.sort ?? spec.defaultSort.field;
  const column = field === 'id' ? spec.id : declared(spec.sortable, field);
  if (!column) throw invalidParameter('sort', messages.unknownSort(field));
  const order = (query.sort ? query.direction : spec.defaultSort.direction) === 'desc' ? desc : asc;
  return [order(column), order(spec.id)];
}
