import { and, is, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import { messages } from '../../src/rules/messages.js';
import { invalidParameter, type ListQuery } from './jsonapi.js';
import { integerRange, sortColumns, type ListSpec } from './listQuery.js';

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

/** A timestamp as PostgreSQL writes it as text (cursorSelection). */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2})?$/;

/**
 * Whether `column` can hold a cursor's value: one it cannot is a cursor this list did not give
 * (a 422), not a query for PostgreSQL to fail.
 */
function holds(column: PgColumn, value: KeyValue): boolean {
  if (value === null) return !column.notNull;
  const range = integerRange(column);
  if (range) return Number.isInteger(value) && (value as number) >= range[0] && (value as number) <= range[1];
  if (column.columnType.startsWith('PgTimestamp')) return typeof value === 'string' && TIMESTAMP_TEXT.test(value);
  if (column.dataType === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === (column.dataType === 'boolean' ? 'boolean' : 'string');
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

/** A cursor's condition, and what a kept statement needs to run it (its placeholders' values) and to be found (its shape). */
export interface Keyset {
  condition: SQL;
  /** The cursor's values under the placeholder names `after0`, `after1`, … that `condition` takes when built with placeholders. */
  values: Record<string, KeyValue>;
  /** The condition's form: the same for every cursor of the sort whose null values sit in the same places. */
  shape: string;
}

/**
 * The rows after `after` in the sort's order, or null to page by OFFSET. All key columns not null:
 * one row comparison `(sort…, id) > (…)`, which the (sort, id) btree serves. A nullable sort column
 * (one, then the id): spelled out, with PostgreSQL's NULLS LAST ascending and NULLS FIRST descending.
 * `placeholders`: the cursor's values as named placeholders (a kept statement runs with `values`),
 * else as the query's parameters.
 */
export function keyset(spec: ListSpec, query: ListQuery & { after?: string }, placeholders: boolean): Keyset | null {
  if (!query.after) return null;
  const columns = keyColumns(spec, query);
  if (!columns) return null;
  const values = decodeCursor(query.after, columns.length, columns.at(-1)!.dataType === 'string' ? 'string' : 'number');
  if (!values.every((value, i) => holds(columns[i], value))) throw invalidParameter('after', messages.invalidCursor);
  const named = Object.fromEntries(values.map((value, i) => [`after${i}`, value]));
  const bind = (i: number) => (placeholders ? sql`${sql.placeholder(`after${i}`)}` : sql`${values[i]}`);
  const descending = (query.sort ? query.direction : spec.defaultSort.direction) === 'desc';
  const beyond = descending ? sql`<` : sql`>`;
  if (columns.every((column) => column.notNull) && values.every((value) => value !== null)) {
    const bound = values.map((_, i) => bind(i));
    return { condition: sql`(${sql.join(columns, sql`, `)}) ${beyond} (${sql.join(bound, sql`, `)})`, values: named, shape: 'row' };
  }
  if (columns.length !== 2) return null;
  const [column, id] = columns;
  const [value] = values;
  const sameThenId = and(value === null ? isNull(column) : sql`${column} = ${bind(0)}`, sql`${id} ${beyond} ${bind(1)}`)!;
  const shape = value === null ? 'null' : 'value';
  if (value === null) return { condition: descending ? sql`(${isNotNull(column)} or ${sameThenId})` : sameThenId, values: named, shape };
  const further = sql`${column} ${beyond} ${bind(0)}`;
  const condition = descending ? sql`(${further} or ${sameThenId})` : sql`(${further} or ${sameThenId} or ${isNull(column)})`;
  return { condition, values: named, shape };
}

/** The condition of `after` with the cursor's values as parameters (a statement built for one request), or null to page by OFFSET. */
export const keysetCondition = (spec: ListSpec, query: ListQuery & { after?: string }): SQL | null => keyset(spec, query, false)?.condition ?? null;

/** A selected row without the keys `cursorSelection` added. */
export function withoutCursorKeys<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([name]) => !name.startsWith('cursorKey'))) as T;
}
