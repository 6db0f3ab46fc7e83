import { and, is, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import { messages } from '../../src/rules/messages.js';
import { invalidParameter, type ListQuery } from './jsonapi.js';
import { sortColumns, type ListSpec } from './listQuery.js';

/**
 * Keyset paging (README "Lists at scale"). `OFFSET n` reads and drops n rows, so a deep page costs
 * as much as every page before it. Each page's meta names its last row's sort key as
 * `next_cursor`; `after=<that cursor>` with the next `page` starts right behind it through the
 * sort's index, at the cost of page 1 however deep. `page` alone keeps working (by OFFSET), and
 * numbers the page in the meta either way.
 */
type KeyValue = string | number | boolean | null;

/** A cursor of a row's sort key, its id last; a list that pages its own way (a Bolt's people) makes its cursors with it too. */
export const encodeCursor = (values: KeyValue[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

/** The sort key a cursor of `length` values holds, its id last (a number, or a text id), or a 422 for one this list did not give. */
export function decodeCursor(cursor: string, length: number, idType: 'number' | 'string' = 'number'): KeyValue[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    const scalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
    if (Array.isArray(values) && values.length === length && values.every(scalar) && typeof values.at(-1) === idType) return values;
  } catch {
    // Falls through to the refusal below.
  }
  throw invalidParameter('after', messages.invalidCursor);
}

/** The sort's key columns (the sort, then the id) when the sort can page by keyset: plain columns. */
function keyColumns(spec: ListSpec, query: ListQuery): PgColumn[] | null {
  const sorted = sortColumns(spec, query);
  const columns = sorted.includes(spec.id) ? sorted : [...sorted, spec.id];
  return columns.every((column) => is(column, PgColumn)) ? (columns as PgColumn[]) : null;
}

/**
 * What a page's rows must select (as `cursorKey0`, `cursorKey1`, …) for its last row to make the
 * next cursor. A timestamp as text: PostgreSQL keeps microseconds, a JavaScript Date only
 * milliseconds, and a cursor rounded down would skip the rows in between.
 */
export function cursorSelection(spec: ListSpec, query: ListQuery): Record<string, PgColumn | SQL> {
  const columns = keyColumns(spec, query) ?? [];
  return Object.fromEntries(
    columns.map((column, i) => [`cursorKey${i}`, column.columnType === 'PgTimestamp' ? sql<string>`${column}::text` : column]),
  );
}

/** `next_cursor` of a full page, from its last row's selected keys; null on a short page or a sort without keyset. */
export function nextCursor(spec: ListSpec, query: ListQuery, rows: Record<string, unknown>[]): string | null {
  const columns = keyColumns(spec, query);
  const last = rows.at(-1);
  if (!columns || !last || rows.length < query.per_page) return null;
  return encodeCursor(columns.map((_, i) => (last[`cursorKey${i}`] as KeyValue) ?? null));
}

/**
 * The rows after `after` in the sort's order, or null to page by OFFSET. All key columns not null:
 * one row comparison `(sort…, id) > (…)`, which the (sort, id) btree serves. A nullable sort column
 * (one, then the id): spelled out, with PostgreSQL's NULLS LAST ascending and NULLS FIRST descending.
 */
export function keysetCondition(spec: ListSpec, query: ListQuery & { after?: string }): SQL | null {
  if (!query.after) return null;
  const columns = keyColumns(spec, query);
  if (!columns) return null;
  const values = decodeCursor(query.after, columns.length, columns.at(-1)!.dataType === 'string' ? 'string' : 'number');
  const descending = (query.sort ? query.direction : spec.defaultSort.direction) === 'desc';
  const beyond = descending ? sql`<` : sql`>`;
  if (columns.every((column) => column.notNull) && values.every((value) => value !== null)) {
    return sql`(${sql.join(columns, sql`, `)}) ${beyond} (${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )})`;
  }
  if (columns.length !== 2) return null;
  const [column, id] = columns;
  const [value, lastId] = values;
  const sameThenId = and(value === null ? isNull(column) : sql`${column} = ${value}`, sql`${id} ${beyond} ${lastId}`)!;
  if (value === null) return descending ? sql`(${isNotNull(column)} or ${sameThenId})` : sameThenId;
  const further = sql`${column} ${beyond} ${value}`;
  return descending ? sql`(${further} or ${sameThenId})` : sql`(${further} or ${sameThenId} or ${isNull(column)})`;
}

/** A selected row without the keys `cursorSelection` added. */
export function withoutCursorKeys<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([name]) => !name.startsWith('cursorKey'))) as T;
}
