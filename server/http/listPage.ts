import { and, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { listMeta, type ListQuery } from './jsonapi.js';
import { listTotal, settleTotal } from './listCount.js';
import { listConditions, listOrder, type ListSpec } from './listQuery.js';

type RowOf<Q extends PgSelect> = Awaited<Q>[number];

/**
 * One page of a hand-written list (the declared resources page in the CRUD factory): the rows of
 * `select` that meet `scope` and the query's `filter[…]` and `q`, in its sort, and the envelope's
 * pagination meta. `select` makes a fresh query each call (drizzle's dynamic queries change in
 * place); the total counts the same rows over the same joins, so a filter on a joined column counts
 * right. These lists (one parent's rows, the archive) page by OFFSET; the declared resources, the
 * lists a provider fills, also by keyset (listCursor.ts).
 */
export async function listPage<Q extends PgSelect, R>(
  db: DbOrTx,
  select: () => Q,
  scope: SQL | undefined,
  spec: ListSpec,
  query: ListQuery & Record<string, unknown>,
  record: (row: RowOf<Q>) => R,
) {
  const where = and(scope, ...(await listConditions(db, spec, query)));
  const offset = (query.page - 1) * query.per_page;
  const [rows, counted] = await Promise.all([
    select()
      .where(where)
      .orderBy(...listOrder(spec, query))
      .limit(query.per_page)
      .offset(offset) as Promise<RowOf<Q>[]>,
    listTotal(db, () => select().where(where)),
  ]);
  const { total, estimated } = settleTotal(counted, offset, rows.length, query.per_page);
  return { data: rows.map(record), meta: listMeta(query.page, query.per_page, total, rows.length, estimated) };
}
