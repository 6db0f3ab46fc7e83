import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Span } from './load.js';

export type Store = 'postgres' | 'pglite';
export type Part = 'bundle' | 'first-paint' | 'startup' | 'bolts' | 'json-server' | 'raw-sql' | 'lists';

const PARTS: Part[] = ['bundle', 'first-paint', 'startup', 'bolts', 'json-server', 'raw-sql', 'lists'];

export interface BenchOptions {
  /** Bolt counts the Bolt list is measured at, ascending (the data grows from one to the next). */
  rows: number[];
  stores: Store[];
  /** Seconds of load per case of the Bolt list (our API, json-server, raw SQL). */
  seconds: number;
  /** Rows each of the other lists gets in its own table, and how long each of its cases runs. */
  listRows: number;
  listSpan: Span;
  /** Concurrent keep-alive connections (HTTP) or pooled connections (raw SQL). */
  connections: number;
  /** Unmeasured requests before each case. */
  warmUp: number;
  parts: Set<Part>;
  build: boolean;
  /** Where the markdown table goes besides stdout; undefined: stdout only. */
  out: string | undefined;
  smoke: boolean;
}

export const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const USAGE = `usage: npm run bench -- [--smoke] [--full] [--rows=10000,100000] [--stores=postgres,pglite]
  [--seconds=5] [--list-rows=100000] [--list-seconds=2] [--connections=10] [--skip=${PARTS.join(',')}] [--build]
  [--out=bench/results.md]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const wholeNumbers = (name: string, text: string) =>
  text.split(',').map((item) => {
    const n = Number(item.replace(/_/g, ''));
    if (!Number.isInteger(n) || n < 1) fail(`--${name} takes whole numbers of at least 1, not "${item}"`);
    return n;
  });

const positive = (name: string, text: string) => {
  const n = Number(text);
  if (!(n > 0)) fail(`--${name} takes a number above 0, not "${text}"`);
  return n;
};

/**
 * The command line: `--smoke` is the quick end-to-end check (2,000 rows, 1 s per case, no build or
 * browser); the default measures 10k and 100k Bolts; 1M only with `--full` or `--rows=1000000`,
 * since growing and measuring it takes many minutes.
 */
export function parseOptions(argv: string[]): BenchOptions {
  const given = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) fail(`unknown argument "${arg}"`);
    given.set(match[1], match[2] ?? '');
  }
  const known = ['smoke', 'full', 'rows', 'stores', 'seconds', 'list-rows', 'list-seconds', 'skip', 'build', 'out', 'connections'];
  const unknown = [...given.keys()].find((name) => !known.includes(name));
  if (unknown) fail(`unknown option --${unknown}`);

  const smoke = given.has('smoke');
  const option = (name: string) => (given.get(name) ? given.get(name) : undefined);
  const rows = option('rows')
    ? wholeNumbers('rows', option('rows')!)
    : smoke
      ? [2_000]
      : given.has('full')
        ? [10_000, 100_000, 1_000_000]
        : [10_000, 100_000];
  const stores = (option('stores') ?? 'postgres,pglite').split(',') as Store[];
  if (!stores.every((s) => s === 'postgres' || s === 'pglite')) fail('--stores takes postgres and/or pglite');
  const skipped = (option('skip') ?? '').split(',').filter(Boolean) as Part[];
  const strange = skipped.find((part) => !PARTS.includes(part));
  if (strange) fail(`--skip does not know "${strange}"`);
  // A smoke run checks the harness, not the build or the browser: those take minutes.
  if (smoke) skipped.push('bundle', 'first-paint');
  const out = option('out') ?? (smoke ? undefined : 'bench/results.md');

  return {
    rows: [...new Set(rows)].sort((a, b) => a - b),
    stores: [...new Set(stores)],
    seconds: option('seconds') ? positive('seconds', option('seconds')!) : smoke ? 1 : 5,
    listRows: option('list-rows') ? wholeNumbers('list-rows', option('list-rows')!)[0] : smoke ? 2_000 : 100_000,
    // A smoke run only checks that every list answers: a few requests each, however slow the machine.
    listSpan: option('list-seconds') ? { seconds: positive('list-seconds', option('list-seconds')!) } : smoke ? { requests: 20 } : { seconds: 2 },
    connections: option('connections') ? wholeNumbers('connections', option('connections')!)[0] : 10,
    warmUp: smoke ? 2 : 20,
    parts: new Set(PARTS.filter((part) => !skipped.includes(part))),
    build: given.has('build'),
    out: out && path.resolve(root, out),
    smoke,
  };
}
