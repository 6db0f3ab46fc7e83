import http from 'node:http';
import { seededRandom } from '../../bench/timing.js';
import { send, TransportError, type Answer, type Call } from './http.js';

/** What one run saw; latencies are of each answered exchange, in ms. */
export interface Tally {
  answered: number;
  latencies: number[];
  /** The first answer on each newly opened keep-alive connection (the finding was about these). */
  firstOnNewConnection: number[];
  /** Probes: GET /v1/health on a connection of its own, at a fixed interval during the run. */
  probes: number[];
  backPressure: number;
  errors: { timeout: number; connection: number; server: number; unexpected: number };
  samples: string[];
}

export const newTally = (): Tally => ({
  answered: 0,
  latencies: [],
  firstOnNewConnection: [],
  probes: [],
  backPressure: 0,
  errors: { timeout: 0, connection: 0, server: 0, unexpected: 0 },
  samples: [],
});

export interface Session {
  token: string;
  staff: boolean;
  boltIds: number[];
}

export interface RunOptions {
  port: number;
  deadline: number;
  timeoutMs: number;
  tally: Tally;
}

const MAX_RETRIES = 20;
const RETRY_JITTER_MS = 200;
/** A connection is replaced after this many operations, at most, so new ones open all the time. */
const MAX_OPERATIONS_PER_CONNECTION = 25;
const PROBE_INTERVAL_MS = 250;
let nextAddress = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function note(tally: Tally, kind: keyof Tally['errors'], message: string) {
  tally.errors[kind]++;
  if (tally.samples.length < 10) tally.samples.push(message);
}

/**
 * One exchange, with the back-pressure rule: a 503 carrying Retry-After is waited out and tried
 * again (up to MAX_RETRIES, and not past the run's end plus one timeout); anything else that is
 * not `expected` counts as an error.
 */
async function exchange(
  options: RunOptions,
  agent: http.Agent | false,
  call: Call,
  expected: number[],
  onLatency?: (ms: number) => void,
): Promise<Answer | null> {
  const { tally } = options;
  for (let attempt = 0; attempt <= MAX_RETRIES; attempt++) {
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await send(options.port, agent, call, options.timeoutMs);
    } catch (error) {
      const kind = error instanceof TransportError ? error.kind : 'connection';
      note(tally, kind, (error as Error).message);
      return null;
    }
    const elapsed = performance.now() - started;
    tally.answered++;
    tally.latencies.push(elapsed);
    onLatency?.(elapsed);
    if (expected.includes(answer.status)) return answer;
    const what = `${call.method ?? 'GET'} ${call.path}: ${answer.status} ${answer.body.slice(0, 160)}`;
    if (answer.status === 503 && answer.retryAfter !== undefined) {
      tally.backPressure++;
      const wait = Number(answer.retryAfter) * 1000 + Math.random() * RETRY_JITTER_MS;
      if (Date.now() + wait > options.deadline + options.timeoutMs) {
        note(tally, 'server', `${what} (not retried: the run is over)`);
        return null;
      }
      await sleep(wait);
      continue;
    }
    note(tally, answer.status >= 500 ? 'server' : 'unexpected', what);
    return null;
  }
  note(tally, 'server', `${call.path}: still 503 after ${MAX_RETRIES} retries`);
  return null;
}

type Operation = (send: (call: Call, expected?: number[]) => Promise<Answer | null>) => Promise<unknown>;

/** The mix a signed-in person makes: customers browse their Bolts, staff also block and unblock addresses. */
function pickOperation(session: Session, random: () => number): Operation {
  const roll = random();
  const page = 1 + Math.floor(random() * 3);
  const boltId = session.boltIds[Math.floor(random() * session.boltIds.length)];
  const token = session.token;
  if (!session.staff) {
    if (roll < 0.6) return (go) => go({ path: `/v1/bolts?page=1&per_page=15`, token });
    return (go) => go({ path: `/v1/bolts/${boltId}`, token });
  }
  if (roll < 0.4) return (go) => go({ path: `/v1/admin/ip-blocks?page=${page}`, token });
  if (roll < 0.7) return (go) => go({ path: `/v1/admin/bolts?page=${page}&sort=name&direction=asc`, token });
  if (roll < 0.85) return (go) => go({ path: `/v1/admin/bolts/${boltId}`, token });
  return async (go) => {
    const n = nextAddress++ % 65_536;
    const attributes = { address: `198.18.${n >> 8}.${n & 255}`, reason: 'Load test' };
    const created = await go({ method: 'POST', path: '/v1/admin/ip-blocks', token, body: { data: { type: 'ip-blocks', attributes } } }, [201]);
    if (!created) return;
    const id = JSON.parse(created.body).data.id;
    await go({ method: 'DELETE', path: `/v1/admin/ip-blocks/${id}`, token }, [204]);
  };
}

/** One person on one keep-alive connection at a time, replaced every few operations, until the deadline. */
export async function runClient(options: RunOptions, session: Session, seed: number) {
  const random = seededRandom(seed);
  const maxOperations = Math.ceil((options.deadline - Date.now()) / 1000) * 1000;
  let agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let fresh = true;
  let left = 1 + Math.floor(random() * MAX_OPERATIONS_PER_CONNECTION);
  for (let done = 0; done < maxOperations && Date.now() < options.deadline; done++) {
    const operation = pickOperation(session, random);
    await operation((call, expected = [200]) =>
      exchange(options, agent, call, expected, (ms) => {
        if (fresh) options.tally.firstOnNewConnection.push(ms);
        fresh = false;
      }),
    );
    if (--left === 0) {
      agent.destroy();
      agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      fresh = true;
      left = 1 + Math.floor(random() * MAX_OPERATIONS_PER_CONNECTION);
    }
  }
  agent.destroy();
}

/** GET /v1/health on a new connection every PROBE_INTERVAL_MS, each on its own, until the deadline. */
export async function runProbes(options: RunOptions) {
  const pending: Promise<unknown>[] = [];
  const count = Math.ceil((options.deadline - Date.now()) / PROBE_INTERVAL_MS);
  for (let i = 0; i < count && Date.now() < options.deadline; i++) {
    pending.push(exchange(options, false, { path: '/v1/health' }, [200], (ms) => options.tally.probes.push(ms)));
    await sleep(PROBE_INTERVAL_MS);
  }
  await Promise.all(pending);
}
