import { createHash } from 'node:crypto';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** A list page's statements. */
export interface PageStatement {
  /** The page's rows (records and cursor keys); its offset is the placeholder `offset` past the first page. */
  page: { execute(values: { offset: number }): Promise<unknown> };
  /** Every matching row, unordered and unpaged, for the total (listCount.ts), and its key there. */
  rows: () => PgSelect;
  totalKey: string;
}

/** Plain pages' statements a list keeps (callers × sorts); the oldest goes first. */
const KEPT = 1000;

/**
 * The name a page's statement is prepared under in PostgreSQL, from its text: each pooled
 * connection parses it once, and the same text always has the same name.
 */
export const statementName = (page: PgSelect) => `list_${createHash('sha1').update(page.toSQL().sql).digest('hex').slice(0, 24)}`;

/**
 * A list's plain pages (no filter, search or cursor: the list as it opens, its sorts, its pages by
 * number) are the same statement for the same caller, sort and page size (and the first page, or
 * any other by its offset): built once, kept under that key. Building a page's SQL costs more than its query on PostgreSQL; filters,
 * searches and cursors vary without bound (and a search reads the data), so theirs are built for
 * each request.
 */
export function keptStatements() {
  const kept = new Map<string, PageStatement>();
  return async (key: string, build: () => Promise<PageStatement>): Promise<PageStatement> => {
    const found = kept.get(key);
    if (found) return found;
    const built = await build();
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, built);
    return built;
  };
}
