import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { listMeta, type ListQuery } from './jsonapi.js';
import { listConditions, listOrder, type ListSpec } from './listQuery.js';

type RowOf<Q extends PgSelect> = Awaited<Q>[number];

/**
 * One page of a hand-written list (the declared resources page in the CRUD factory): the rows of
 * `select` that meet `scope` and the query's `filter[…]` and `q`, in its sort, and the envelope's
 * pagination meta. `select` makes a fresh query each call (drizzle's dynamic queries change in
 * place); the total counts the same rows over the same joins, so a filter on a joined column counts
 * right.
 */
export async function listPage<Q extends PgSelect, R>(
  db: DbOrTx,
  select: () => Q,
  scope: SQL | undefined,
  spec: ListSpec,
  query: ListQuery & Record<string, unknown>,
  record: (row: RowOf<Q>) => R,
) {
  const where = and(scope, ...listConditions(spec, query));
  const [rows, [{ total }]] = await Promise.all([
    select()
      .where(where)
      .orderBy(...listOrder(spec, query))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page) as Promise<RowOf<Q>[]>,
    // drizzle puts the embedded query in parentheses: count(*) from (select …) as list.
    db.select({ total: count() }).from(sql`${select().where(where)} as list`),
  ]);
  return { data: rows.map(record), meta: listMeta(query.page, query.per_page, Number(total), rows.length) };
}
