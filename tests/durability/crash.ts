/**
 * `npm run test:crash`: kills the real server (embedded PGlite) with SIGKILL while writers make
 * acknowledged writes, restarts it on the same DATA_DIR and checks through the API that nothing
 * acknowledged was lost and nothing in flight landed in part. README "Durability".
 *
 * Flags (or environment): --crashes=N (CRASHES, 3), --writers=N (WRITERS, 4), --seed=N (CRASH_SEED,
 * random; printed, and with it the kill moments repeat), --port=N (CRASH_PORT, a free one).
 * CRASH_DATA_PREFIX: where the data directory is made (default: the system temp directory).
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { percentile, seededRandom } from '../../bench/timing.js';
import { freePort } from '../support/freePort.js';
import { call, listAll } from './http.js';
import { Ledger } from './ledger.js';
import { ServerProcess } from './serverProcess.js';
import { verify } from './verify.js';
import { runWriter, type Life, type Session } from './writers.js';

const PASSWORD = 'demo-password-1';
// The kill comes at a seeded moment within this window after the writers start.
const KILL_AFTER_MS = { min: 200, max: 2500 };

const { values: flags } = parseArgs({
  options: { crashes: { type: 'string' }, writers: { type: 'string' }, seed: { type: 'string' }, port: { type: 'string' } },
});
const CRASHES = Number(flags.crashes ?? process.env.CRASHES ?? 3);
const WRITERS = Number(flags.writers ?? process.env.WRITERS ?? 4);
const SEED = Number(flags.seed ?? process.env.CRASH_SEED ?? randomInt(1, 2 ** 31 - 1));
if (![CRASHES, WRITERS, SEED].every((n) => Number.isInteger(n) && n >= 1)) {
  console.error('--crashes, --writers and --seed take whole numbers of at least 1.');
  process.exit(2);
}
// A bound on the whole run: first start and seeding, then per crash a restart and a read-back.
const TIME_LIMIT_MS = 120_000 + CRASHES * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const port = Number(flags.port ?? process.env.CRASH_PORT ?? (await freePort()));
const dataDir = fs.mkdtempSync(process.env.CRASH_DATA_PREFIX ?? path.join(os.tmpdir(), 'panel-crash-'));
const server = new ServerProcess(port, dataDir);

/** Ends the run: the server's output, the data directory kept for a look, exit code 1. */
function fail(reason: string): never {
  console.error(`\nFAILED: ${reason}`);
  console.error(`Seed ${SEED}; data directory kept: ${dataDir}`);
  console.error(`--- output of the server (pid ${server.pid ?? 'gone'}) ---\n${server.printed.trimEnd()}\n---`);
  process.exit(1);
}

// Whatever ends this process, the server it started ends with it.
process.on('exit', () => server.killNow());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => fail(`stopped by ${signal}`));
setTimeout(() => fail(`the run took longer than ${TIME_LIMIT_MS / 1000} s`), TIME_LIMIT_MS).unref();

async function signIn(email: string) {
  const reply = await call(port, 'POST', '/v1/auth/login', undefined, { username: email, password: PASSWORD });
  if (reply.status !== 200) throw new Error(`sign-in of ${email}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data.token as string;
}

/** Tokens, the customer's Bolts, and one server per writer (while there are servers) with its current values. */
async function prepare(ledger: Ledger): Promise<Session> {
  const staff = await signIn('staff@demo.test');
  const customer = await signIn('customer@demo.test');
  const bolts = (await listAll(port, customer, '/v1/bolts')).map((bolt) => String(bolt.id));
  if (!bolts.length) throw new Error('customer@demo.test has no Bolts');
  const servers = (await listAll(port, staff, '/v1/admin/servers')).sort((a, b) => Number(a.id) - Number(b.id));
  for (const record of servers.slice(0, WRITERS)) {
    const { notes, cpuCores } = record.attributes;
    ledger.servers.set(String(record.id), { id: String(record.id), acked: { notes, cpuCores } });
  }
  return { port, staff, customer, bolts };
}

/** Writers write until a seeded moment, then the server is SIGKILLed under them. */
async function crashDuringWrites(session: Session, ledger: Ledger, random: () => number, crash: number) {
  const life: Life = { killed: false };
  let failure: unknown;
  const writers = Array.from({ length: WRITERS }, (_, writer) =>
    runWriter(session, ledger, life, writer, seededRandom(SEED + crash * 1000 + writer + 1)).catch((error: unknown) => {
      failure ??= error;
    }),
  );
  const killAfter = Math.round(KILL_AFTER_MS.min + random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
  await sleep(killAfter);
  life.killed = true;
  const pid = await server.kill();
  await Promise.all(writers);
  if (failure) throw failure;
  return { killAfter, pid };
}

async function main() {
  console.log(`Crash test: ${CRASHES} crashes, ${WRITERS} writers, seed ${SEED}, port ${port}, data ${dataDir}`);
  const firstStart = await server.start('demo');
  console.log(`first start (migrate, seed): ${seconds(firstStart)}`);
  const ledger = new Ledger();
  const session = await prepare(ledger);
  const random = seededRandom(SEED);
  const restarts: number[] = [];
  let checked = 0;
  const inFlight = { landed: 0, vanished: 0 };

  for (let crash = 1; crash <= CRASHES; crash++) {
    const unknownBefore = ledger.unknown;
    const { killAfter, pid } = await crashDuringWrites(session, ledger, random, crash);
    server.checkStaleLock(pid);
    // SEED=none: a database that came back empty must not be refilled behind the check's back.
    const restart = await server.start('none');
    restarts.push(restart);
    server.checkLockTakenOver();
    const findings = await verify(session, ledger);
    checked = findings.checked;
    inFlight.landed += findings.landed;
    inFlight.vanished += findings.vanished;
    console.log(
      `crash ${crash}/${CRASHES}: SIGKILL after ${killAfter} ms, ${ledger.totalAcknowledged} writes acknowledged so far, ` +
        `${ledger.unknown - unknownBefore} in flight (${findings.landed} applied); restart ${seconds(restart)} (stale lock of ${pid} taken over); ` +
        `read back ${findings.checked}: lost ${findings.lost.length}, torn ${findings.torn.length}, unexpected ${findings.phantoms.length}`,
    );
    const problems = [...findings.lost, ...findings.torn, ...findings.phantoms];
    if (problems.length) fail(`after crash ${crash}:\n  ${problems.slice(0, 50).join('\n  ')}`);
  }

  if (!(await server.stop())) fail('the server did not stop on SIGTERM');
  if (server.lockHolder() !== null) fail('a clean stop left server.lock behind');
  fs.rmSync(dataDir, { recursive: true, force: true });

  const sorted = [...restarts].sort((a, b) => a - b);
  const kinds = Object.entries(ledger.acknowledged)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  console.log('\nDurability report');
  console.log(`  seed                     ${SEED}`);
  console.log(`  crashes (SIGKILL)        ${CRASHES}, ${WRITERS} writers`);
  console.log(`  acknowledged writes      ${ledger.totalAcknowledged} (${kinds})`);
  console.log(`  in flight at the kills   ${ledger.unknown}: ${inFlight.landed} applied whole, ${inFlight.vanished} not applied, 0 in part`);
  console.log(`  lost writes              0 (${checked} acknowledged rows and values read back after the last restart)`);
  console.log(
    `  restart to healthy       median ${seconds(percentile(sorted, 50))}, max ${seconds(sorted[sorted.length - 1])}, min ${seconds(sorted[0])}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
