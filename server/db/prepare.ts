import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';
import { openPglite, openPostgres, type Database } from './client.js';
import { isEmpty, seedDemo } from './seed.js';

interface Preparation {
  dir: string;
  seed: Config['seed'];
  password: string;
}

/** Runs the migrations, then seeds the demo data when asked to and the database is empty; true when it seeded. */
async function migrateAndSeed(database: Database, seed: Config['seed'], password: string): Promise<boolean> {
  await database.migrate();
  const seeded = seed === 'demo' && (await isEmpty(database.db));
  if (seeded) await seedDemo(database.db, password);
  return seeded;
}

const thisFile = fileURLToPath(import.meta.url);

/**
 * Creates, migrates and seeds a new embedded database in a child process, which then exits.
 *
 * PGlite's WebAssembly memory only ever grows: initdb (a second PGlite instance), the migrations
 * and the seeding left a server that had just created its database holding about 920 MB, where
 * the same server restarted on that directory holds about 430 MB. Done apart, that memory goes
 * with the child, and the server opens the new database like an existing one.
 */
function prepareApart(preparation: Preparation): Promise<boolean> {
  return new Promise((resolve, reject) => {
    // The same Node options as this process (tsx's loader among them), so the child runs this file.
    const child = fork(thisFile, [], { stdio: 'inherit' });
    let seeded = false;
    child.on('message', (message: { seeded: boolean }) => (seeded = message.seeded));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(seeded);
      else reject(new Error(`Preparing the new database in ${preparation.dir} failed (${signal ?? `exit code ${code}`}).`));
    });
    child.send(preparation);
  });
}

/**
 * The server's database, migrated, and seeded when SEED=demo finds it empty: PostgreSQL at
 * DATABASE_URL, or PGlite in DATA_DIR (prepared apart when the directory holds no database yet).
 */
export async function openDatabase(config: Config): Promise<{ database: Database; seeded: boolean }> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, config.databasePoolSize);
    return { database, seeded: await migrateAndSeed(database, config.seed, config.demoPassword) };
  }
  const dir = path.join(config.dataDir, 'pglite');
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const seededApart = fresh && (await prepareApart({ dir, seed: config.seed, password: config.demoPassword }));
  const database = await openPglite(dir);
  const seeded = await migrateAndSeed(database, config.seed, config.demoPassword);
  return { database, seeded: seededApart || seeded };
}

/** The child of `prepareApart`: one preparation from its parent, its outcome back, then exit. */
if (process.argv[1] === thisFile && process.send) {
  // A parent that dies takes the child with it: nothing else would release the data directory.
  process.once('disconnect', () => process.exit(1));
  process.once('message', async ({ dir, seed, password }: Preparation) => {
    const database = await openPglite(dir);
    const seeded = await migrateAndSeed(database, seed, password);
    await database.close();
    process.send!({ seeded }, () => process.exit(0));
  });
}
