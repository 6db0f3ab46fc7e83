import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type Db } from '../server/db/client.js';
import { seedDemo } from '../server/db/seed.js';

export const PASSWORD = 'demo-password-1';
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  database: Database;
  close(): Promise<void>;
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A migrated, demo-seeded database: in-memory PGlite, or a fresh PostgreSQL database dropped on close. */
export async function openSeeded(kind: Database['kind']): Promise<BenchDatabase> {
  let database: Database;
  let drop = async () => {};
  if (kind === 'pglite') {
    database = await openPglite();
  } else {
    const name = `panel_bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString());
    drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  await database.migrate();
  await seedDemo(database.db, PASSWORD);
  return {
    database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** Adds generated Bolts, spread over the seeded accounts and shared servers, until there are `target`. */
export async function growBolts(db: Db, target: number): Promise<number> {
  const counted = await db.execute(sql`select count(*)::int as n from bolts`);
  const missing = target - Number((counted as unknown as { rows: { n: number }[] }).rows[0].n);
  if (missing > 0) {
    await db.execute(sql`
      with a as (select array_agg(id order by id) as ids from accounts),
           s as (select array_agg(id order by id) as ids from servers where type = 'shared' and not hidden)
      insert into bolts (account_id, name, plan, dedicated, server_id, created_at)
      select a.ids[1 + g % cardinality(a.ids)],
             'Bench ' || substr(md5(g::text), 1, 10),
             (array['pro', 'business', 'scale', 'enterprise'])[1 + g % 4],
             g % 17 = 0,
             s.ids[1 + g % cardinality(s.ids)],
             now() - make_interval(mins => g)
      from a, s, generate_series(1, ${missing}::int) as g`);
  }
  await db.execute(sql`analyze`);
  return Math.max(0, missing);
}
