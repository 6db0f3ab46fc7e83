import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { Turns } from './turns.js';
import { currentActor, mayWrite, SET_LOCAL_ACTOR } from './auditActor.js';
import { auditingPool } from './auditingPool.js';

type Schema = typeof schema;

/** The database as `openPglite` or `openPostgres` opened it: either driver's handle is one without a cast. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction on it, as `db.transaction(async (tx) => …)` hands it over. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * What every query helper takes: the database, or the caller's transaction, so the helper's reads
 * and writes join that transaction (its row locks, its rollback) when there is one.
 */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** How long PGlite's queries may hold the event loop before it gets a turn (turns.ts). */
const PGLITE_SLICE_MS = 10;

/**
 * PGlite whose queries and transactions run through Turns: one at a time, in order, yielding; and
 * whose transactions and writes carry the request's actor for the audit trail (auditActor.ts).
 */
class TurnTakingPGlite extends PGlite {
  readonly #turns = new Turns(PGLITE_SLICE_MS);

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const actor = currentActor();
    if (actor && mayWrite(query)) return this.transaction((tx) => tx.query<T>(query, params, options));
    return this.#turns.run(() => super.query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.#turns.run(() => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const actor = currentActor();
    if (!actor) return this.#turns.run(() => super.transaction(callback));
    return this.#turns.run(() =>
      super.transaction(async (tx) => {
        await tx.query(SET_LOCAL_ACTOR, [actor]);
        return callback(tx);
      }),
    );
  }
}

/** PGlite in `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  // pg_trgm serves the lists' `q` (migration 0007).
  const options = { extensions: { pg_trgm } };
  const client = dataDir ? new TurnTakingPGlite(dataDir, options) : new TurnTakingPGlite(options);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = auditingPool(new pg.Pool({ connectionString: url, max: poolSize }));
  // An idle connection the server ends (restart, failover) must not crash the process: the pool
  // drops it and opens another on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
