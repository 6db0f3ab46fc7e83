/**
 * `npm run bench`: the sign-in page's initial JavaScript against its gzip budget, list latency
 * of GET /v1/admin/bolts over 100,000 Bolts on PGlite and PostgreSQL, and API throughput.
 * Flags: --build (rebuild dist/ first), --rows=N, --requests=N, --seconds=N.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app.js';
import { readConfig } from '../server/config.js';
import type { Database } from '../server/db/client.js';
import { BUDGET_BYTES, measureInitialJs } from './bundle.js';
import { growBolts, openSeeded, PASSWORD, POSTGRES_URL } from './database.js';
import { latency, seededRandom, throughput } from './timing.js';

const flag = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROWS = flag('rows', 100_000);
const REQUESTS = flag('requests', 200);
const SECONDS = flag('seconds', 3);
const CONCURRENCY = 10;
const PER_PAGE = 15;
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const table: string[][] = [];
const row = (...cells: string[]) => table.push(cells);

function bundle() {
  const result = measureInitialJs(root, process.argv.includes('--build'));
  if ('skipped' in result) {
    console.log(`Bundle: skipped, ${result.skipped}`);
    row('initial JS (gzip)', '-', 'skipped');
    return;
  }
  for (const file of result.files) console.log(`  ${file.file}: ${kb(file.gzipBytes)} gzip`);
  const verdict = result.gzipBytes <= BUDGET_BYTES ? 'within' : 'OVER';
  row('initial JS (gzip)', '-', `${kb(result.gzipBytes)} of ${kb(BUDGET_BYTES)} budget (${verdict}), ${result.files.length} file(s)`);
}

async function api(kind: Database['kind']) {
  const started = performance.now();
  let bench;
  try {
    bench = await openSeeded(kind);
  } catch (error) {
    console.log(`${kind}: skipped, cannot reach ${POSTGRES_URL} (${(error as Error).message})`);
    row('list latency', kind, 'skipped: database not reachable');
    return;
  }
  try {
    const added = await growBolts(bench.database.db, ROWS);
    console.log(`${kind}: seeded, ${added} Bolts added, analyzed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const config = { ...readConfig({}), loginRateLimit: { max: 1000, windowMs: 60_000 } };
    const app = await buildApp({ database: bench.database, config });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username: 'staff@demo.test', password: PASSWORD } });
      const headers = { authorization: `Bearer ${login.json().data.token}` };
      const total = (await app.inject({ url: '/v1/admin/bolts', headers })).json().meta.total as number;
      const lastPage = Math.ceil(total / PER_PAGE);
      const random = seededRandom(7);
      const pages = Array.from({ length: REQUESTS }, () => 1 + Math.floor(random() * lastPage));
      const cases: [string, string][] = [
        ['default sort (id desc)', ''],
        ['sort=name', '&sort=name&direction=asc'],
      ];
      for (const [label, query] of cases) {
        const urls = pages.map((page) => `/v1/admin/bolts?page=${page}${query}`);
        const { p50, p99, n } = await latency(app, headers, urls);
        row(`list, random page, ${label}`, kind, `p50 ${ms(p50)}  p99 ${ms(p99)}  (n=${n}, ${total} rows)`);
      }
      const { rps, requests } = await throughput(app, headers, '/v1/admin/bolts?page=1', CONCURRENCY, SECONDS);
      row('throughput, page 1', kind, `${rps.toFixed(0)} req/s  (${requests} in ~${SECONDS} s, concurrency ${CONCURRENCY})`);
    } finally {
      await app.close();
    }
  } finally {
    await bench.close();
  }
}

bundle();
await api('pglite');
await api('postgres');

const widths = [0, 1, 2].map((i) => Math.max(...table.map((cells) => cells[i].length)));
console.log('');
for (const cells of [['measure', 'database', 'result'], ...table]) {
  console.log(cells.map((cell, i) => cell.padEnd(widths[i])).join(' | '));
}
