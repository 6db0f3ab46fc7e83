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

/** How long an estimate is reused for the same query: it is approximate anyway, and costs a plan. */
const ESTIMATE_TTL_MS = 30_000;
const ESTIMATES_KEPT = 500;
const estimates = new Map<string, { rows: number; until: number }>();

export interface ListTotal {
  total: number;
  estimated: boolean;
}

/** The planner's row estimate of `rows` (EXPLAIN, no execution), the plan's top node. */
async function plannedRows(db: DbOrTx, rows: PgSelect): Promise<number> {
  const { sql: text, params } = rows.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const cached = estimates.get(key);
  const now = Date.now();
  if (cached && cached.until > now) return cached.rows;
  const result = (await db.execute(sql`explain (format json) ${rows.getSQL()}`)) as unknown as { rows: Record<string, unknown>[] };
  const plan = Object.values(result.rows[0])[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  const estimate = Math.round(parsed[0].Plan['Plan Rows']);
  if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value!);
  estimates.set(key, { rows: estimate, until: now + ESTIMATE_TTL_MS });
  return estimate;
}

/** The total of a list: `rows` (a fresh select of every matching row, unordered, unpaged) counted up to EXACT_COUNT_LIMIT, else estimated. */
export async function listTotal(db: DbOrTx, rows: () => PgSelect): Promise<ListTotal> {
  const [{ capped }] = await db.select({ capped: count() }).from(sql`${rows().limit(EXACT_COUNT_LIMIT + 1)} as capped`);
  if (capped <= EXACT_COUNT_LIMIT) return { total: capped, estimated: false };
  return { total: Math.max(await plannedRows(db, rows()), EXACT_COUNT_LIMIT + 1), estimated: true };
}

/**
 * An estimate corrected by what the page proves: its rows exist, and a short page past the first
 * is the last one, which makes the total exact.
 */
export function settleTotal(total: ListTotal, offset: number, pageRows: number, perPage: number): ListTotal {
  if (!total.estimated) return total;
  if (pageRows > 0 && pageRows < perPage) return { total: offset + pageRows, estimated: false };
  return { total: Math.max(total.total, offset + pageRows), estimated: true };
}
