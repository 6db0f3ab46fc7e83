/**
 * `npm run restore -- --from FILE [--data-dir DIR | --database-url URL]`: a backup of
 * `npm run backup` into a new data directory or database (README "Backup and restore"), which a
 * server then starts on. The target defaults to DATA_DIR or DATABASE_URL, as the server's does.
 *
 * It never overwrites: a data directory that holds a database, or a database that holds tables, is
 * refused. A PostgreSQL database that does not exist yet is created.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { readConfig } from '../config.js';
import { openPglite } from '../db/client.js';
import { holdsDatabase, pgliteDir, runCli, runPgTool, withDataDir } from './tools.js';

/** pg_dump's custom format starts with these bytes; a gzipped tarball with 1f 8b. */
const isPgDump = (head: Buffer) => head.subarray(0, 5).toString('latin1') === 'PGDMP';
const isGzip = (head: Buffer) => head[0] === 0x1f && head[1] === 0x8b;

async function query<T>(url: URL, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Creates the target database when it does not exist; refuses one that holds tables already. */
async function prepareTarget(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name) throw new Error('The target URL names no database.');
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const [exists] = await query(maintenance, 'select 1 from pg_database where datname = $1', [name]);
  if (!exists) {
    await query(maintenance, `create database "${name.replaceAll('"', '""')}"`);
    return;
  }
  const [{ tables }] = await query<{ tables: number }>(
    url,
    "select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
  );
  if (tables > 0) throw new Error(`The database ${name} holds ${tables} tables already: restore into a new database.`);
}

async function restorePostgres(file: string, databaseUrl: string) {
  await prepareTarget(databaseUrl);
  // One transaction: a restore that fails part way leaves the database empty, not half filled.
  // Objects belong to the restoring user, whoever owned them where the backup was taken.
  await runPgTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', file], databaseUrl);
}

async function restorePglite(file: string, dataDir: string, gzipped: boolean) {
  if (holdsDatabase(dataDir)) throw new Error(`${dataDir} holds a database already: restore into a new directory.`);
  await withDataDir(dataDir, async () => {
    const tarball = new File([await fs.promises.readFile(file)], path.basename(file), { type: gzipped ? 'application/x-gzip' : 'application/x-tar' });
    const loading = new PGlite(pgliteDir(dataDir), { loadDataDir: tarball });
    await loading.waitReady;
    await loading.close();
    // Opened again as the server opens it: the restored files are a database of the panel.
    const database = await openPglite(pgliteDir(dataDir));
    try {
      await database.db.execute(sql`select count(*) from drizzle.__drizzle_migrations`);
    } finally {
      await database.close();
    }
  });
}

runCli(async () => {
  const { values } = parseArgs({ options: { from: { type: 'string' }, 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } } });
  if (!values.from) throw new Error('Usage: npm run restore -- --from FILE [--data-dir DIR | --database-url URL]');
  if (values['data-dir'] && values['database-url']) throw new Error('Give --data-dir or --database-url, not both.');
  const config = readConfig();
  const databaseUrl = values['database-url'] ?? (values['data-dir'] ? undefined : config.databaseUrl);
  const dataDir = path.resolve(values['data-dir'] ?? config.dataDir);
  const head = Buffer.alloc(5);
  const handle = await fs.promises.open(values.from);
  await handle.read(head, 0, head.length, 0);
  await handle.close();

  if (databaseUrl) {
    if (!isPgDump(head)) throw new Error(`${values.from} is not a PostgreSQL backup (pg_dump's custom format).`);
    await restorePostgres(values.from, databaseUrl);
    console.log(`Restored ${values.from} into the PostgreSQL database. Start the server with DATABASE_URL set to it.`);
  } else {
    if (isPgDump(head)) throw new Error(`${values.from} is a PostgreSQL backup: restore it with --database-url.`);
    await restorePglite(values.from, dataDir, isGzip(head));
    console.log(`Restored ${values.from} into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`);
  }
});
