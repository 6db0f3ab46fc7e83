import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app.js';
import { readConfig, type Config } from './config.js';
import { lockDataDir } from './db/lock.js';
import { oneAtATime } from './db/migrationLock.js';
import { openDatabase } from './db/prepare.js';
import { DEMO_USERS } from './db/seed.js';
import { startJobs } from './jobs/queue.js';
import { drainAndClose } from './ops/shutdown.js';

/** The built panel; DIST_DIR lets parallel checkouts of the browser tests keep their own build. */
export const SPA_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');

/** config -> database -> migrate -> (seed) -> listen; closes everything on SIGINT/SIGTERM. */
export async function startServer(config: Config = readConfig()) {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const { database, seeded } = await oneAtATime(config.databaseUrl, () => openDatabase(config));

  const app = await buildApp({
    database,
    config,
    spaDir: SPA_DIR,
    logLevel: process.env.LOG_LEVEL ?? 'info',
    // A line per request and its answer unless LOG_REQUESTS is 0, false or empty (the load test's).
    logRequests: !['0', 'false', ''].includes(process.env.LOG_REQUESTS ?? '1'),
  });
  // In turns too: pg-boss creating the same queue from two replicas at once deadlocks.
  const jobs = await oneAtATime(config.databaseUrl, () => startJobs(database, config, app.log));
  app.jobs.bind(jobs.send);
  let closing = false;
  // README "Operations": drain and close the HTTP side, then the database; exit 1 when requests had to be cut.
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // The queue takes no new jobs from now on; running ones finish alongside the requests in flight.
    const [finished] = await Promise.all([drainAndClose(app, config.shutdown), jobs.stop(config.shutdown.graceMs)]);
    await database.close();
    unlock();
    process.exit(finished ? 0 : 1);
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
