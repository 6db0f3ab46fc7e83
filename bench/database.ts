import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type Db } from '../server/db/client.js';
import { isEmpty, seedDemo } from '../server/db/seed.js';
import { liveBolt } from '../server/auth/boltAccess.js';
import type { Store } from './options.js';
import type { ServerTarget } from './serverProcess.js';

export const PASSWORD = 'demo-password-1';
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export const postgresAnswers = () =>
  adminQuery('select 1').then(
    () => true,
    () => false,
  );

/** Where a bench's data lives: a fresh PostgreSQL database or an empty PGlite data directory; `remove` drops it. */
export interface BenchTarget extends ServerTarget {
  store: Store;
  remove(): Promise<void>;
}

export async function newTarget(store: Store, label: string): Promise<BenchTarget> {
  if (store === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `panel-bench-${label}-`));
    return { store, dataDir, remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `panel_bench_${label}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { store, databaseUrl: url.toString(), remove: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/**
 * The target's database opened in this process (the server must not be running on a PGlite
 * directory meanwhile), migrated and demo-seeded when empty, as `server/main.ts` would leave it.
 */
export async function openTarget(target: BenchTarget, poolSize: number): Promise<Database> {
  const database = target.databaseUrl ? await openPostgres(target.databaseUrl, poolSize) : await openPglite(path.join(target.dataDir!, 'pglite'));
  await database.migrate();
  if (await isEmpty(database.db)) await seedDemo(database.db, PASSWORD);
  return database;
}

/** The rows of a plain SQL query, whichever driver runs it (both answer `{ rows }`). */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Runs `statement` (an INSERT … SELECT over generate_series) in slices of `step`, for 1..count. */
export async function insertSeries(db: Db, count: number, statement: (from: number, to: number) => SQL, step = 100_000) {
  for (let from = 1; from <= count; from += step) await db.execute(statement(from, Math.min(count, from + step - 1)));
}

/** Adds generated Bolts, spread over the seeded accounts and shared servers, until `target` are live (listed). */
export async function growBolts(db: Db, target: number): Promise<number> {
  const [{ n }] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from bolts where ${liveBolt}`);
  const missing = target - Number(n);
  if (missing > 0) {
    const [{ made }] = await selectRows<{ made: number }>(db, sql`select count(*)::int as made from bolts`);
    const offset = Number(made);
    await insertSeries(
      db,
      missing,
      (from, to) => sql`
        with a as (select array_agg(id order by id) as ids from accounts),
             s as (select array_agg(id order by id) as ids from servers where type = 'shared' and not hidden)
        insert into bolts (account_id, name, plan, dedicated, server_id, created_at)
        select a.ids[1 + g % cardinality(a.ids)],
               'Bench ' || substr(md5(g::text), 1, 10),
               (array['pro', 'business', 'scale', 'enterprise'])[1 + g % 4],
               g % 17 = 0,
               s.ids[1 + g % cardinality(s.ids)],
               now() - make_interval(mins => g)
        from a, s, generate_series(${from + offset}::int, ${to + offset}::int) as g`,
    );
  }
  await db.execute(sql`analyze`);
  return Math.max(0, missing);
}
