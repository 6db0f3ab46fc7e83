import { asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike, invalidParameter } from '../resources/factory.js';
import { filtersOf, parseId, type ListQuery } from './jsonapi.js';

/** How a hand-written list (one nested under a Bolt, say) sorts, filters and searches. */
export interface ListSpec {
  id: PgColumn;
  sortable: Record<string, PgColumn | SQL>;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** Text columns `filter[field]=a,b` matches exactly. */
  filterable?: Record<string, PgColumn>;
  /** Columns `q` searches, case-insensitively. */
  search?: PgColumn[];
}

/** The conditions of `filter[...]` and `q`, with the same 422s as the declared resources. */
export function listConditions(spec: ListSpec, query: ListQuery & Record<string, unknown>): SQL[] {
  const conditions: SQL[] = [];
  for (const [field, value] of Object.entries(filtersOf(query))) {
    const column = field === 'id' ? spec.id : spec.filterable?.[field];
    if (!column) throw invalidParameter(`filter[${field}]`, `Unknown filter ${field}`);
    // Ids are checked, so a malformed one matches nothing instead of failing the query.
    const values = value.split(',').map((v) => (field === 'id' ? (parseId(v) ?? 0) : v));
    conditions.push(or(...values.map((v) => eq(column, v)))!);
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
  const column = field === 'id' ? spec.id : spec.sortable[field];
  if (!column) throw invalidParameter('sort', `Cannot sort by ${field}`);
  const order = (query.sort ? query.direction : spec.defaultSort.direction) === 'desc' ? desc : asc;
  return [order(column), order(spec.id)];
}
