/**
 * Load test: the real server in a child process on 127.0.0.1, N keep-alive clients (customers
 * browsing their Bolts, staff listing and writing IP blocks) for S seconds, connections replaced
 * all the time, plus a probe opening a new connection every 250 ms. Exits 1 on any error: a
 * timeout, a connection error, a 5xx (a 503 with Retry-After is back-pressure: waited out and
 * retried, reported apart), an unexpected status.
 *
 *   tsx tests/load/load.ts --clients=200 --seconds=60 --store=pglite|postgres|both
 *   (or LOAD_CLIENTS, LOAD_SECONDS, LOAD_STORE; LOAD_TIMEOUT_MS, default 30000, per request)
 * With --store=both, PostgreSQL runs only when it answers (LOAD_DATABASE_URL or TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/test).
 */
import { percentile } from '../../bench/timing.js';
import { newTally, runClient, runProbes, type Session, type Tally } from './clients.js';
import { send } from './http.js';
import { POSTGRES_URL, postgresAnswers, startLoadServer, type ServerStats, type Store } from './server.js';

const arg = (name: string, env: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? process.env[env] ?? fallback;
const CLIENTS = Number(arg('clients', 'LOAD_CLIENTS', '20'));
const SECONDS = Number(arg('seconds', 'LOAD_SECONDS', '5'));
const STORE = arg('store', 'LOAD_STORE', 'both');
const TIMEOUT_MS = Number(process.env.LOAD_TIMEOUT_MS ?? 30_000);
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-1';
const CUSTOMERS = ['customer@demo.test', 'other@demo.test'];
const STAFF = ['staff@demo.test', 'admin@demo.test'];

if (!(CLIENTS >= 1 && CLIENTS <= 2000 && SECONDS >= 1 && SECONDS <= 3600 && ['pglite', 'postgres', 'both'].includes(STORE))) {
  console.error('usage: tsx tests/load/load.ts --clients=1..2000 --seconds=1..3600 --store=pglite|postgres|both');
  process.exit(2);
}

async function signIn(port: number, email: string, staff: boolean): Promise<Session> {
  const login = await send(port, false, { method: 'POST', path: '/v1/auth/login', body: { username: email, password: PASSWORD } }, TIMEOUT_MS);
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${login.body}`);
  const token = JSON.parse(login.body).data.token as string;
  const list = await send(port, false, { path: `/v1/${staff ? 'admin/' : ''}bolts?per_page=100`, token }, TIMEOUT_MS);
  if (list.status !== 200) throw new Error(`bolts of ${email}: ${list.status} ${list.body}`);
  const boltIds = (JSON.parse(list.body).data as { id: string | number }[]).map((bolt) => Number(bolt.id));
  return { token, staff, boltIds };
}

const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(1)} ms`);
function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1))}` : 'none';
}

function report(store: Store, tally: Tally, seconds: number, server: ServerStats) {
  const errors = Object.values(tally.errors).reduce((a, b) => a + b, 0);
  const { timeout, connection, server: fivexx, unexpected } = tally.errors;
  console.log(`\n${store}: ${CLIENTS} clients × ${SECONDS} s (ran ${seconds.toFixed(1)} s)`);
  console.log(`  requests      ${tally.answered} answered, ${(tally.answered / seconds).toFixed(1)}/s`);
  console.log(`  latency       ${spread(tally.latencies)}`);
  console.log(`  new conn.     ${tally.firstOnNewConnection.length} opened; first answer ${spread(tally.firstOnNewConnection)}`);
  console.log(`  probes        ${tally.probes.length} answered; ${spread(tally.probes)}`);
  console.log(`  back-pressure ${tally.backPressure} × 503 with Retry-After, waited out and retried`);
  console.log(`  errors        ${errors}: ${timeout} timeouts, ${connection} connection errors, ${fivexx} 5xx, ${unexpected} unexpected answers`);
  console.log(`  server loop   event-loop delay p50 ${ms(server.loopDelayP50)}, p99 ${ms(server.loopDelayP99)}, max ${ms(server.loopDelayMax)}`);
  for (const sample of tally.samples) console.log(`    ${sample}`);
  return errors;
}

async function run(store: Store): Promise<number> {
  const server = await startLoadServer(store);
  try {
    const sessions = [
      ...(await Promise.all(CUSTOMERS.map((email) => signIn(server.port, email, false)))),
      ...(await Promise.all(STAFF.map((email) => signIn(server.port, email, true)))),
    ];
    const tally = newTally();
    const started = Date.now();
    const options = { port: server.port, deadline: started + SECONDS * 1000, timeoutMs: TIMEOUT_MS, tally };
    await Promise.all([runProbes(options), ...Array.from({ length: CLIENTS }, (_, i) => runClient(options, sessions[i % sessions.length], i + 1))]);
    const errors = report(store, tally, (Date.now() - started) / 1000, await server.stats());
    return tally.answered === 0 ? 1 : errors;
  } finally {
    await server.stop();
  }
}

const stores: Store[] = STORE === 'both' ? ['pglite', 'postgres'] : [STORE as Store];
let failed = 0;
for (const store of stores) {
  if (store === 'postgres' && STORE === 'both' && !(await postgresAnswers())) {
    console.log(`\npostgres: skipped, ${POSTGRES_URL} does not answer`);
    continue;
  }
  failed += await run(store);
}
process.exit(failed === 0 ? 0 : 1);
