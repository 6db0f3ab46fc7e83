import type { FastifyInstance, InjectOptions } from 'fastify';

export function percentile(sortedMs: number[], p: number): number {
  const index = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1));
  return sortedMs[index];
}

/** A small seeded generator, so every run asks for the same pages. */
export function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function send(app: FastifyInstance, request: InjectOptions) {
  const response = await app.inject(request);
  if (response.statusCode !== 200) throw new Error(`${request.url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
}

/** p50/p99 in ms of the requests `urls` makes, one at a time, after a few unmeasured warm-ups. */
export async function latency(app: FastifyInstance, headers: Record<string, string>, urls: string[]) {
  for (const url of urls.slice(0, 5)) await send(app, { url, headers });
  const times: number[] = [];
  for (const url of urls) {
    const start = performance.now();
    await send(app, { url, headers });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), n: times.length };
}

/** Requests per second for `url` with `concurrency` requests in flight for about `seconds`. */
export async function throughput(app: FastifyInstance, headers: Record<string, string>, url: string, concurrency: number, seconds: number) {
  for (let i = 0; i < 10; i++) await send(app, { url, headers });
  let done = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      await send(app, { url, headers });
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { rps: done / ((performance.now() - start) / 1000), requests: done };
}
