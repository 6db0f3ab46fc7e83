import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app.js';
import { readConfig, type Config } from './config.js';
import { openPglite, openPostgres } from './db/client.js';
import { lockDataDir } from './db/lock.js';
import { DEMO_USERS, isEmpty, seedDemo } from './db/seed.js';

/** The built panel; DIST_DIR lets parallel checkouts of the browser tests keep their own build. */
export const SPA_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');

/** config -> database -> migrate -> (seed) -> listen; closes everything on SIGINT/SIGTERM. */
export async function startServer(config: Config = readConfig()) {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.databasePoolSize)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  await database.migrate();
  const seeded = config.seed === 'demo' && (await isEmpty(database.db));
  if (seeded) await seedDemo(database.db, config.demoPassword);

  const app = await buildApp({
    database,
    config,
    spaDir: SPA_DIR,
    logLevel: process.env.LOG_LEVEL ?? 'info',
    // A line per request and its answer unless LOG_REQUESTS is 0, false or empty (the load test's).
    logRequests: !['0', 'false', ''].includes(process.env.LOG_REQUESTS ?? '1'),
  });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing the server and the database`);
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Panel ready at http://localhost:${port} (database: ${where})`);
  if (config.seed === 'demo') {
    console.log(`${seeded ? 'Seeded' : 'Demo'} logins (password ${config.demoPassword}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);
  }
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
