import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

/**
 * A list counts its rows exactly up to this many; past it, `meta.total` is PostgreSQL's estimate
 * and `meta.total_estimated` says so. An exact `count(*)` reads every matching row, so its cost
 * grows with the table while the page itself stays at a millisecond: a panel shows "of about
 * 1,000,000" the way search engines and mail clients do, and counts exactly what a person pages
 * through.
 */
export const EXACT_COUNT_LIMIT = 1000;

/**
 * How long a long list's estimate is reused for the same query, and with it the verdict that the
 * list is long: it is approximate anyway, and each look costs a count of EXACT_COUNT_LIMIT rows and
 * a plan. A list that shrinks to EXACT_COUNT_LIMIT or fewer is counted exactly again once this has
 * passed (or at once on a short page, settleTotal).
 */
const ESTIMATE_TTL_MS = 30_000;
const ESTIMATES_KEPT = 500;

interface Estimate {
  rows: number;
  until: number;
}

/** Each database's long lists, by query (text and parameters): a process may serve several databases (the API tests). */
const estimatesByDb = new WeakMap<DbOrTx, Map<string, Estimate>>();

function estimatesOf(db: DbOrTx): Map<string, Estimate> {
  let estimates = estimatesByDb.get(db);
  if (!estimates) estimatesByDb.set(db, (estimates = new Map()));
  return estimates;
}

export interface ListTotal {
  total: number;
  estimated: boolean;
}

/** The planner's row estimate of `rows` (EXPLAIN, no execution), the plan's top node. */
async function plannedRows(db: DbOrTx, rows: PgSelect): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${rows.getSQL()}`)) as unknown as { rows: Record<string, unknown>[] };
  const plan = Object.values(result.rows[0])[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/** What the total of `rows` is known by: its text and parameters. */
export function totalKey(rows: PgSelect): string {
  const { sql: text, params } = rows.toSQL();
  return `${text}\u0000${JSON.stringify(params)}`;
}

/**
 * The total of a list: `rows` (a fresh select of every matching row, unordered, unpaged) counted up
 * to EXACT_COUNT_LIMIT, else estimated. A list found long within ESTIMATE_TTL_MS is answered from
 * that finding, without a query. `key`: the caller's `totalKey` of `rows`, when it keeps one.
 */
export async function listTotal(db: DbOrTx, rows: () => PgSelect, key = totalKey(rows())): Promise<ListTotal> {
  const estimates = estimatesOf(db);
  const now = Date.now();
  const known = estimates.get(key);
  if (known && known.until > now) return { total: known.rows, estimated: true };
  const [{ capped }] = await db.select({ capped: count() }).from(sql`${rows().limit(EXACT_COUNT_LIMIT + 1)} as capped`);
  if (capped <= EXACT_COUNT_LIMIT) return { total: capped, estimated: false };
  const estimate = Math.max(await plannedRows(db, rows()), EXACT_COUNT_LIMIT + 1);
  estimates.delete(key);
  if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value!);
  estimates.set(key, { rows: estimate, until: now + ESTIMATE_TTL_MS });
  return { total: estimate, estimated: true };
}

/**
 * An estimate corrected by what the page proves: its rows exist, and a short page (an empty one
 * only as the first) is the last one, which makes the total exact.
 */
export function settleTotal(total: ListTotal, offset: number, pageRows: number, perPage: number): ListTotal {
  if (!total.estimated) return total;
  if (pageRows < perPage && (pageRows > 0 || offset === 0)) return { total: offset + pageRows, estimated: false };
  return { total: Math.max(total.total, offset + pageRows), estimated: true };
}
