import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { openPglite, openPostgres } from '../server/db/client.js';
import { BENCH_JOB, startBenchQueue } from './jobsQueue.js';

/**
 * Jobs processed per second by the server's durable queue (pg-boss, server/jobs/queue.ts): on
 * PGlite in one process, and on PostgreSQL with two worker processes on one database, as two
 * replicas run it. Jobs are queued first to start together (start_after), so the figure is the
 * rate at which a backlog is worked off, from that moment until the last job has completed.
 *
 *   npx tsx bench/jobs.ts [--jobs=1000] [--store=pglite|postgres|both] [--processes=2]
 *   (PostgreSQL at TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
 */
const option = (name: string, fallback: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const JOBS = Number(option('jobs', '1000'));
const STORE = option('store', 'both');
const PROCESSES = Number(option('processes', '2'));
const LEAD_MS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rate = (ms: number) => `${JOBS} jobs in ${(ms / 1000).toFixed(2)} s: ${Math.round((JOBS / ms) * 1000)} jobs/s`;

async function benchPglite() {
  const database = await openPglite();
  await database.migrate();
  let done = 0;
  const queue = await startBenchQueue(database, () => done++);
  const startAt = new Date(Date.now() + LEAD_MS + JOBS * 2);
  for (let n = 0; n < JOBS; n++) await queue.send(BENCH_JOB, { n }, { startAfter: startAt });
  while (Date.now() < startAt.getTime()) await sleep(5);
  while (done < JOBS) await sleep(5);
  console.log(`PGlite, 1 process: ${rate(Date.now() - startAt.getTime())}`);
  await queue.stop(1000);
  await database.close();
}

function worker(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/jobsWorker.ts'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

async function benchPostgres() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_jobs_${randomBytes(4).toString('hex')}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const children: ChildProcess[] = [];
  try {
    const database = await openPostgres(url);
    await database.migrate();
    await database.close();
    for (let n = 0; n < PROCESSES; n++) children.push(await worker(url));
    const boss = new PgBoss({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    await boss.start();
    const startAt = new Date(Date.now() + LEAD_MS + JOBS * 2);
    await boss.insert(Array.from({ length: JOBS }, (_, n) => ({ name: BENCH_JOB, data: { n }, startAfter: startAt })));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const completed = async () =>
      (await client.query(`select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`, [BENCH_JOB])).rows[0].n as number;
    while (Date.now() < startAt.getTime()) await sleep(5);
    while ((await completed()) < JOBS) await sleep(20);
    console.log(`PostgreSQL, ${PROCESSES} process${PROCESSES === 1 ? '' : 'es'}: ${rate(Date.now() - startAt.getTime())}`);
    await client.end();
    await boss.stop({ graceful: false, wait: true });
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))));
    await admin(`drop database if exists ${name} with (force)`);
  }
}

if (STORE !== 'postgres') await benchPglite();
if (STORE !== 'pglite') await benchPostgres();
