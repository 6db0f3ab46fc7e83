import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/client.js';

/**
 * pg-boss's SQL inside the caller's transaction (its `db` send option): a job sent this way is
 * queued if and only if the transaction commits, so a row and the job that works on it are written
 * together or not at all. pg-boss numbers its parameters ($1 …); drizzle binds them again in order.
 */
export function inTransaction(tx: DbOrTx): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      const chunks = text.split(/\$(\d+)/).map((part, i) => (i % 2 ? sql.param((values as unknown[])[Number(part) - 1] ?? null) : sql.raw(part)));
      return (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
    },
  };
}
