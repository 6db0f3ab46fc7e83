import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { listMeta, type ListQuery } from './jsonapi.js';
import { listTotal, settleTotal } from './listCount.js';
import { cursorSelection, keysetCondition, nextCursor } from './listCursor.js';
import { listConditions, listOrder, type ListSpec } from './listQuery.js';

type RowOf<Q extends PgSelect> = Awaited<Q>[number];

/** Columns a list's select takes instead of its record's: the page's ids and cursor keys. */
export type ListFields = Record<string, PgColumn | SQL>;

/**
 * A list's select over its joins: its record's columns, or `fields` when given. A fresh query each
 * call (drizzle's dynamic queries change in place).
 */
export type ListSelect<Q extends PgSelect> = (fields?: ListFields) => Q;

/**
 * A list's own way to the page's ids and cursor keys (`id`, `cursorKey0`, … of the spec's sort, in
 * its order, after the query's cursor or at its offset) where the sort's index cannot serve the
 * generic query (a sort on a joined table).
 */
export type PageKeys = () => Promise<Record<string, unknown>[]>;

/**
 * One page of a hand-written list (the declared resources page in the CRUD factory the same way):
 * the rows of `select` that meet `scope` and the query's `filter[…]` and `q`, in its sort, and the
 * envelope's pagination meta. The page's ids (and its last row's cursor keys) come first, through
 * the sort's index, by keyset after `after` (listCursor.ts) or by OFFSET; then the records of just
 * those ids, so their joins and computed columns are worked out for one page, not for every row a
 * deep OFFSET skips. The total counts the same rows over the same joins.
 */
export async function listPage<Q extends PgSelect, R>(
  db: DbOrTx,
  select: ListSelect<Q>,
  scope: SQL | undefined,
  spec: ListSpec,
  query: ListQuery & Record<string, unknown>,
  record: (row: RowOf<Q>) => R,
  pageKeys?: PageKeys,
) {
  const where = and(scope, ...(await listConditions(db, spec, query)));
  const order = listOrder(spec, query);
  const keyset = keysetCondition(spec, query);
  const offset = (query.page - 1) * query.per_page;
  const keysQuery = () =>
    select({ id: spec.id, ...cursorSelection(spec, query) })
      .where(and(where, keyset ?? undefined))
      .orderBy(...order)
      .limit(query.per_page)
      .offset(keyset ? 0 : offset) as Promise<Record<string, unknown>[]>;
  const [keys, counted] = await Promise.all([pageKeys ? pageKeys() : keysQuery(), listTotal(db, () => select({ id: spec.id }).where(where))]);
  const rows = keys.length
    ? ((await select()
        .where(
          inArray(
            spec.id,
            keys.map((key) => key.id),
          ),
        )
        .orderBy(...order)) as RowOf<Q>[])
    : [];
  const { total, estimated } = settleTotal(counted, offset, rows.length, query.per_page);
  return {
    data: rows.map(record),
    meta: listMeta(query.page, query.per_page, total, rows.length, estimated, nextCursor(spec, query, keys)),
  };
}
