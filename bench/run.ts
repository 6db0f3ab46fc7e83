/**
 * `npm run bench`: GET admin/bolts at 10k and 100k Bolts (1M with --full) on PostgreSQL and PGlite,
 * over HTTP against the real server process, side by side with json-server 0.17 on the same rows
 * and with the endpoint's own SQL replayed without HTTP (the floor); the server's start-up and
 * memory; every other list at 100k rows of its own table; the initial JS budget and first paint.
 * A markdown table goes to stdout and bench/results.md. `--smoke` checks it all end to end in
 * under a minute. Flags: bench/options.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchBolts, systems } from './bolts.js';
import { BUDGET_BYTES, measureInitialJs } from './bundle.js';
import { newTarget, postgresAnswers, POSTGRES_URL } from './database.js';
import { describeSpan } from './load.js';
import { benchLists } from './lists.js';
import { parseOptions, root, type BenchOptions, type Part, type Store } from './options.js';
import { Report, rowsLabel } from './report.js';
import { benchStartup } from './startup.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function bundle(options: BenchOptions, report: Report) {
  const result = measureInitialJs(root, options.build);
  if ('skipped' in result) {
    report.extras.push(['initial JS of the sign-in page (gzip)', `skipped: ${result.skipped}`]);
    return;
  }
  const verdict = result.gzipBytes <= BUDGET_BYTES ? 'within' : 'OVER';
  report.extras.push([
    'initial JS of the sign-in page (gzip)',
    `${kb(result.gzipBytes)} of ${kb(BUDGET_BYTES)} budget (${verdict}), ${result.files.length} file(s)`,
  ]);
}

/** First paint in headless Chromium (bench/firstPaint.ts), skipped with a note while that file is absent. */
async function firstPaint(report: Report) {
  if (!fs.existsSync(path.join(root, 'bench/firstPaint.ts'))) {
    report.extras.push(['first paint', 'skipped: bench/firstPaint.ts is not there']);
    return;
  }
  const { measureFirstPaint } = await import('./firstPaint.js');
  for (const [what, result] of Object.entries(await measureFirstPaint())) report.extras.push([what, result]);
}

function describeRun(options: BenchOptions, stores: Store[]): string[] {
  const commit = spawnSync('git', ['describe', '--always', '--dirty'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit || 'an unknown commit'}, ` +
      `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `stores: ${stores.join(', ') || 'none'}.`,
    `Every case: ${options.connections} concurrent keep-alive connections (autocannon) over loopback for ${options.seconds} s ` +
      `(other lists ${describeSpan(options.listSpan)}), or until each connection has had 2 answers where that takes longer, ` +
      `after up to ${options.warmUp} warm-up requests one at a time (2 s at most), then, where answers take under 200 ms, ` +
      `10 per connection at once (the pool opens its connections before the measured span); p50/p99 in ms over every answer. ` +
      `Raw SQL: the queries the endpoint ran (captured below drizzle), replayed by ${options.connections} workers over a pool of ` +
      `${options.connections} (PGlite: one at a time) after a warm-up the same way, timed per request. The server runs as a child process (\`server/main.ts\`), ` +
      `request logging off; RSS from /proc. The load generator shares the machine with the server, ` +
      `and other work on the machine adds noise: compare within a run.`,
  ];
}

const options = parseOptions(process.argv.slice(2));
const runStarted = performance.now();
const report = new Report();
let stores = options.stores;
if (stores.includes('postgres') && !(await postgresAnswers())) {
  report.notes.push(`PostgreSQL skipped: ${POSTGRES_URL} does not answer (BENCH_DATABASE_URL sets another).`);
  stores = stores.filter((store) => store !== 'postgres');
}
report.columns([
  ...stores.map(systems.api),
  ...(options.parts.has('json-server') ? [systems.json] : []),
  ...(options.parts.has('raw-sql') ? stores.map(systems.raw) : []),
]);

/** The table so far, to bench/results.md after every part: a run that dies late keeps what it measured. */
function save(final: boolean) {
  if (!options.out) return;
  const status = final ? '' : '\n\n_(Partial: the run is still going or stopped early.)_';
  const markdown = report.markdown(describeRun(options, stores));
  fs.writeFileSync(options.out, `### Benchmark (${options.rows.map(rowsLabel).join(', ')} Bolts)${status}\n\n${markdown}`);
}

/** One part of the run; its failure is reported and the run goes on with the next part. */
async function part(name: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    const message = (error as Error).message.split('\n')[0];
    console.error(`${name} failed:`, error);
    report.notes.push(`${name} stopped: ${message}`);
    report.failures.push(`${name}: ${message}`);
  }
  console.log(`-- ${name} done at ${((performance.now() - runStarted) / 1000).toFixed(1)} s`);
  save(false);
}

if (options.parts.has('bundle')) await part('bundle', async () => bundle(options, report));
/**
 * One database per store, carried through: the server's start on it empty (the demo seed) and its
 * restart, the Bolt list growing from size to size, then (PostgreSQL) the other lists.
 */
const boltParts: Part[] = ['bolts', 'raw-sql', 'json-server'];
for (const [i, store] of stores.entries()) {
  const target = await newTarget(store, 'run');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-bench-json-'));
  try {
    if (options.parts.has('startup')) await part(`${store} start-up`, () => benchStartup(target, report, !options.smoke));
    if (boltParts.some((name) => options.parts.has(name))) {
      await part(`${store} Bolt list`, () => benchBolts(target, options, report, options.parts.has('json-server') && i === 0, workDir));
    }
    if (store === 'postgres' && options.parts.has('lists')) await part('other lists', () => benchLists(target, options, report));
  } finally {
    await target.remove();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
if (options.parts.has('lists') && !stores.includes('postgres')) report.notes.push('Other lists skipped: they are measured on PostgreSQL only.');
if (options.parts.has('first-paint')) await part('first paint', () => firstPaint(report));

console.log(`\n${report.markdown(describeRun(options, stores))}`);
save(true);
if (options.out) console.log(`Written to ${path.relative(root, options.out)}`);
if (report.failures.length) {
  console.error(`\n${report.failures.length} failure(s):\n${report.failures.map((f) => `  ${f}`).join('\n')}`);
  process.exitCode = 1;
}
