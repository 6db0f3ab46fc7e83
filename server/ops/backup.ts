/**
 * `npm run backup -- [--out FILE]`: a backup of the database the server is configured with
 * (README "Backup and restore").
 *
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format, taken online from one snapshot, so it is
 *   consistent while servers keep writing. Default file: backup-<time>.pgdump.
 * - PGlite (DATA_DIR): the data directory as a gzipped tarball (PGlite's dumpDataDir). Only while
 *   no server runs on it: the script takes the directory's lock, and refuses while a server holds
 *   it. Default file: backup-<time>.tar.gz.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { readConfig } from '../config.js';
import { openPglite } from '../db/client.js';
import { holdsDatabase, pgliteDir, runCli, runPgTool, withDataDir, writeWhole } from './tools.js';

async function backUpPostgres(databaseUrl: string, file: string) {
  await writeWhole(file, (partial) => runPgTool('pg_dump', ['--format=custom', `--file=${partial}`], databaseUrl));
}

async function backUpPglite(dataDir: string, file: string) {
  if (!holdsDatabase(dataDir)) throw new Error(`${dataDir} holds no database to back up.`);
  await withDataDir(dataDir, async () => {
    // Opened as the server opens it (its extensions), then PGlite's own dump of the files.
    const database = await openPglite(pgliteDir(dataDir));
    try {
      const tarball = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('gzip');
      await writeWhole(file, async (partial) => fs.promises.writeFile(partial, Buffer.from(await tarball.arrayBuffer())));
    } finally {
      await database.close();
    }
  });
}

runCli(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = readConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = values.out ?? `backup-${stamp}.${config.databaseUrl ? 'pgdump' : 'tar.gz'}`;
  if (config.databaseUrl) await backUpPostgres(config.databaseUrl, file);
  else await backUpPglite(config.dataDir, file);
  console.log(`Backed up ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir} to ${file} (${fs.statSync(file).size} bytes).`);
});
