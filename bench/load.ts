import autocannon from 'autocannon';
import { percentile } from './timing.js';

/** How long a case runs: for some seconds, or (a smoke run's quick check) until so many answers came. */
export type Span = { seconds: number } | { requests: number };

export const describeSpan = (span: Span) => ('seconds' in span ? `${span.seconds} s` : `${span.requests} requests`);

/** What one case measured: answers per second, latency percentiles in ms, and what went wrong. */
export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  count: number;
  /** Answers other than 2xx, and the first of them (status and body) asked again. */
  non2xx: number;
  firstNon2xx?: string;
  /** Requests without an answer: the connection was reset or the request timed out. */
  lost: number;
}

const TIMEOUT_SECONDS = 60;
/**
 * autocannon's sampling tick, which also ends a run: at its default (1 s) no run is shorter than a
 * second. Its per-tick samples are not used here.
 */
const SAMPLE_MS = 50;
const WARM_UP_MS = 2000;

/** Sums up latencies (ms) collected over `elapsedMs`. */
export function summarize(latencies: number[], elapsedMs: number, non2xx = 0, lost = 0): Measured {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rps: sorted.length / (elapsedMs / 1000),
    p50: sorted.length ? percentile(sorted, 50) : NaN,
    p99: sorted.length ? percentile(sorted, 99) : NaN,
    count: sorted.length,
    non2xx,
    lost,
  };
}

/** A warm-up answer slower than this marks a slow case: its warm-up stays sequential (JIT and pools are not what it measures). */
const SLOW_ANSWER_MS = 200;
/** Warm-up requests per connection sent at once, after the sequential ones. */
const CONCURRENT_WARM_UP = 10;

/**
 * Warms caches, JIT and the server's database pool before a case is measured: up to `count`
 * requests one after another for at most WARM_UP_MS (the first waits out whatever a previous case
 * left the server still working on), then, unless the last of them was slow, CONCURRENT_WARM_UP
 * per connection over `connections` connections at once, as the measurement sends them: the server's database pool
 * opens its connections then, not under the first measured requests, whose p99 would otherwise
 * measure that.
 */
async function warm(url: string, headers: Record<string, string>, count: number, connections: number) {
  const until = performance.now() + WARM_UP_MS;
  let last = Infinity;
  for (let i = 0; i < count && (i === 0 || performance.now() < until); i++) {
    const started = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    last = performance.now() - started;
  }
  if (last > SLOW_ANSWER_MS) return;
  await new Promise<void>((resolve, reject) => {
    autocannon({ url, headers, connections, amount: CONCURRENT_WARM_UP * connections, timeout: TIMEOUT_SECONDS, sampleInt: SAMPLE_MS }, (error) =>
      error ? reject(error as Error) : resolve(),
    );
  });
}

/**
 * `connections` keep-alive connections sending GET `url` back to back for the span (autocannon),
 * after the warm-up's unmeasured requests (`warm`).
 * autocannon's own histogram counts whole milliseconds, too coarse for answers under a
 * millisecond or two, so the latency of every answer is taken from its 'response' event instead.
 */
async function loadUrl(
  url: string,
  headers: Record<string, string>,
  span: Span,
  { connections, warmUp }: { connections: number; warmUp: number },
): Promise<Measured> {
  await warm(url, headers, warmUp, connections);
  const latencies: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const length = 'seconds' in span ? { duration: span.seconds } : { amount: span.requests };
    const instance = autocannon({ url, headers, connections, ...length, timeout: TIMEOUT_SECONDS, sampleInt: SAMPLE_MS }, (error, done) =>
      error ? reject(error as Error) : resolve(done),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else non2xx++;
    });
  });
  return summarize(latencies, performance.now() - started, non2xx, result.errors);
}

/**
 * A case's measurement, with at least two answers per connection; when some answers were not 2xx,
 * the first failing answer, asked again, so the table says why.
 */
export async function measureUrl(
  url: string,
  headers: Record<string, string>,
  span: Span,
  options: { connections: number; warmUp: number },
): Promise<Measured> {
  let measured = await loadUrl(url, headers, span, options);
  // Too slow to answer every connection within the span (json-server over a million rows): ask
  // again until each connection has had two answers, however long that takes.
  if (measured.count < options.connections) measured = await loadUrl(url, headers, { requests: 2 * options.connections }, options);
  if (measured.non2xx) {
    const response = await fetch(url, { headers });
    if (!response.ok) measured.firstNon2xx = `${response.status} ${(await response.text()).slice(0, 160)}`;
  }
  return measured;
}
