import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { summarize, type Measured } from './load.js';

const WARM_UP_MS = 2000;

type Query = (...args: unknown[]) => Promise<unknown>;
interface Client {
  query: Query;
}

/** One query as the server sent it: the client it went to, its arguments, and when it ran. */
interface Call {
  client: Client;
  args: unknown[];
  start: number;
  end: number;
}

/** Queries that ran at the same time (a handler's Promise.all), one wave after another. */
export type Waves = Call[][];

/**
 * Every query the PostgreSQL pools and PGlite instances of this process run while `work` runs,
 * recorded below drizzle (pg.Pool#query, PGlite#query), so what is captured is the SQL text,
 * parameters and row parsing the server really uses, whatever the list code builds.
 */
async function recordQueries(work: () => Promise<void>): Promise<Call[]> {
  const calls: Call[] = [];
  const prototypes = [pg.Pool.prototype, PGlite.prototype] as unknown as Client[];
  const originals = prototypes.map((prototype) => prototype.query);
  prototypes.forEach((prototype, i) => {
    prototype.query = async function (this: Client, ...args: unknown[]) {
      const call: Call = { client: this, args, start: performance.now(), end: Infinity };
      calls.push(call);
      try {
        return await originals[i].apply(this, args);
      } finally {
        call.end = performance.now();
      }
    };
  });
  try {
    await work();
  } finally {
    prototypes.forEach((prototype, i) => (prototype.query = originals[i]));
  }
  return calls;
}

/** Groups queries that overlapped in time; the next wave began after the previous one ended. */
function toWaves(calls: Call[]): Waves {
  const waves: Waves = [];
  let end = -Infinity;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    if (call.start < end) waves.at(-1)!.push(call);
    else waves.push([call]);
    end = Math.max(end, call.end);
  }
  return waves;
}

/**
 * The database work of one GET: asked once to warm caches (a token cache, prepared plans), then
 * again with its queries recorded. The request runs in-process (`app.inject`), on the same code
 * and database the server process uses.
 */
export async function captureRequest(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<Waves> {
  const ask = async () => {
    const response = await app.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  };
  await ask();
  return toWaves(await recordQueries(ask));
}

const runOnce = async (waves: Waves) => {
  for (const wave of waves) await Promise.all(wave.map((call) => call.client.query(...call.args)));
};

/**
 * The floor under an endpoint: its recorded queries replayed back to back by `connections`
 * workers for `seconds` (on PostgreSQL over the pool the app used; PGlite runs one at a time), each
 * round timed like one request, after unmeasured rounds run the same way for up to WARM_UP_MS (at
 * most `warmUp` per worker), so the pool's connections are open before the first measured round.
 * No HTTP, routing, validation or serialization.
 */
export async function replay(waves: Waves, seconds: number, { connections, warmUp }: { connections: number; warmUp: number }): Promise<Measured> {
  const rounds = async (until: number, most: number, latencies?: number[]) => {
    for (let i = 0; i < most && performance.now() < until; i++) {
      const start = performance.now();
      await runOnce(waves);
      latencies?.push(performance.now() - start);
    }
  };
  const workers = (run: () => Promise<void>) => Promise.all(Array.from({ length: connections }, run));
  const warmedBy = performance.now() + WARM_UP_MS;
  await workers(() => rounds(warmedBy, warmUp));
  const latencies: number[] = [];
  const started = performance.now();
  await workers(() => rounds(started + seconds * 1000, Infinity, latencies));
  return summarize(latencies, performance.now() - started, 0);
}

const sqlText = (call: Call) => {
  const [first] = call.args;
  const text = typeof first === 'string' ? first : (first as { text?: string }).text;
  return (text ?? '?').replace(/\s+/g, ' ');
};

/** The queries of a capture, for the log: each round's statements, shortened. */
export const describeWaves = (waves: Waves) =>
  waves.map((wave, i) => wave.map((call) => `    ${i + 1}. ${sqlText(call).slice(0, 150)}`).join('\n')).join('\n');
