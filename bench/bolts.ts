import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.js';
import { readConfig } from '../server/config.js';
import { growBolts, openTarget, type BenchTarget } from './database.js';
import { exportBolts, jsonServerOrigin, startJsonServer } from './jsonServer.js';
import { measureUrl } from './load.js';
import type { BenchOptions, Store } from './options.js';
import { captureRequest, describeWaves, replay } from './rawSql.js';
import { mb, rowsLabel, seconds, type Report } from './report.js';
import { serverOrigin, startServer, type BenchProcess } from './serverProcess.js';
import { PER_PAGE, signIn, signInInject } from './signIn.js';

const STORE_NAMES: Record<Store, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
export const systems = {
  api: (store: Store) => `API, ${STORE_NAMES[store]}`,
  raw: (store: Store) => `raw SQL, ${STORE_NAMES[store]}`,
  json: 'json-server 0.17',
};
export const storeName = (store: Store) => STORE_NAMES[store];

/**
 * The cases, as our API and json-server spell them: page 1, the middle page by OFFSET (`page`
 * alone) and by keyset (`after`, the cursor the page before it gave, as the panel sends it), a sort
 * and a search. json-server has no cursor: it has no keyset case.
 */
function boltCases(deepPage: number, cursor: string) {
  const page = (n: number) => ({ api: `page=${n}&per_page=${PER_PAGE}`, json: `_page=${n}&_limit=${PER_PAGE}` });
  const cases: { name: string; api: string; json?: string }[] = [
    { name: 'page 1', ...page(1) },
    { name: `deep page (${deepPage}) by OFFSET`, ...page(deepPage) },
    { name: `deep page (${deepPage}) by cursor`, api: `${page(deepPage).api}&after=${cursor}` },
    { name: 'sort=name', api: `${page(1).api}&sort=name&direction=asc`, json: `${page(1).json}&_sort=name&_order=asc` },
    { name: 'q=abc', api: `${page(1).api}&q=abc`, json: `${page(1).json}&q=abc` },
  ];
  return cases;
}
type BoltCase = ReturnType<typeof boltCases>[number];

/** `meta.next_cursor` of the page before `page` (read by OFFSET once): what `after` is on `page`. */
async function cursorBefore(app: FastifyInstance, page: number, headers: Record<string, string>): Promise<string> {
  const response = await app.inject({ url: `/v1/admin/bolts?page=${page - 1}&per_page=${PER_PAGE}`, headers });
  const cursor = (response.json() as { meta?: { next_cursor?: string | null } }).meta?.next_cursor;
  if (response.statusCode !== 200 || !cursor) throw new Error(`page ${page - 1} of admin/bolts gave no next_cursor (${response.statusCode})`);
  return cursor;
}

/** The server must list the Bolts grown in this process (the same database, the same data directory). */
async function expectFullPage(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const rows = response.ok ? ((await response.json()) as { data: unknown[] }).data.length : 0;
  if (rows !== PER_PAGE) throw new Error(`${url} answered ${response.status} with ${rows} rows: the server does not see the Bolts grown`);
}

/** Our API's four cases over HTTP against the real server process, and its start-up and memory. */
async function measureServer(target: BenchTarget, rows: number, cases: BoltCase[], options: BenchOptions, report: Report) {
  const { server, startupMs } = await startServer(target);
  try {
    const afterStart = server.memory();
    const headers = await signIn(serverOrigin, 'staff@demo.test');
    await expectFullPage(`${serverOrigin}/v1/admin/bolts?${cases[1].api}`, headers);
    for (const c of cases) {
      const url = `${serverOrigin}/v1/admin/bolts?${c.api}`;
      report.bolt(rows, c.name, systems.api(target.store), await measureUrl(url, headers, { seconds: options.seconds }, options));
    }
    const after = server.memory();
    const data = `${rowsLabel(rows)} Bolts (existing data)`;
    report.processes.push([`server, ${storeName(target.store)}`, data, seconds(startupMs), mb(afterStart.rss), mb(after.rss), mb(after.peak)]);
  } finally {
    await server.stop();
  }
}

/** json-server 0.17 over the same Bolts exported to db.json, with the same four cases. */
async function measureJsonServer(dbFile: string, rows: number, cases: BoltCase[], options: BenchOptions, report: Report) {
  let started: { server: BenchProcess; startupMs: number };
  try {
    started = await startJsonServer(dbFile);
  } catch (error) {
    report.notes.push(`json-server at ${rowsLabel(rows)} did not start: ${(error as Error).message.split('\n')[0]}`);
    return;
  }
  const { server, startupMs } = started;
  try {
    const afterStart = server.memory();
    for (const c of cases) {
      if (!c.json) continue;
      const url = `${jsonServerOrigin}/bolts?${c.json}`;
      report.bolt(rows, c.name, systems.json, await measureUrl(url, {}, { seconds: options.seconds }, options), false);
    }
    const after = server.memory();
    report.processes.push([
      'json-server 0.17',
      `${rowsLabel(rows)} Bolts (db.json)`,
      seconds(startupMs),
      mb(afterStart.rss),
      mb(after.rss),
      mb(after.peak),
    ]);
  } finally {
    await server.stop();
  }
}

/**
 * GET admin/bolts at each size of `options.rows` on one store: the data grows in this process (the
 * server is not running then), the endpoint's SQL is captured and replayed as the raw-SQL floor,
 * then the server runs as a child process under load; json-server gets the same rows when
 * `withJsonServer` (once per size, for the first store).
 */
export async function benchBolts(target: BenchTarget, options: BenchOptions, report: Report, withJsonServer: boolean, workDir: string) {
  for (const rows of options.rows) {
    const database = await openTarget(target, options.connections);
    let cases: BoltCase[];
    let dbFile: string | undefined;
    try {
      const started = performance.now();
      const added = await growBolts(database.db, rows);
      console.log(`${target.store}: ${added} Bolts added (now ${rows}) in ${seconds(performance.now() - started)}`);
      const config = { ...readConfig({}), loginRateLimit: { max: 10_000, windowMs: 60_000 } };
      const app = await buildApp({ database, config, logLevel: 'warn', logRequests: false });
      try {
        const headers = await signInInject(app, 'staff@demo.test');
        // The middle page from the row count: meta.total may be an estimate.
        const deepPage = Math.max(2, Math.ceil(Math.ceil(rows / PER_PAGE) / 2));
        cases = boltCases(deepPage, await cursorBefore(app, deepPage, headers));
        if (options.parts.has('raw-sql')) {
          for (const c of cases) {
            try {
              const waves = await captureRequest(app, `/v1/admin/bolts?${c.api}`, headers);
              console.log(`  raw SQL of ${c.name}, by round:\n${describeWaves(waves)}`);
              report.bolt(rows, c.name, systems.raw(target.store), await replay(waves, options.seconds, options));
            } catch (error) {
              report.bolt(rows, c.name, systems.raw(target.store), `FAILED: ${(error as Error).message.slice(0, 200)}`);
            }
          }
        }
      } finally {
        await app.close();
      }
      if (withJsonServer) dbFile = await exportBolts(database.db, workDir);
    } finally {
      await database.close();
    }
    if (options.parts.has('bolts')) await measureServer(target, rows, cases, options, report);
    if (dbFile) await measureJsonServer(dbFile, rows, cases, options, report);
  }
}
