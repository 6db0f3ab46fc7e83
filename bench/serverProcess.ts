import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { root } from './options.js';

const HEALTH_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 30_000;
const OUTPUT_LIMIT = 8_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident and peak resident memory of a process, in bytes, from /proc (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/**
 * A server under measurement as a child process, started with node itself (not npx) so its pid,
 * and so its RSS, is the server's. `ready` resolves once `readyPath` answers 200.
 */
export class BenchProcess {
  private output = '';
  private readonly exited: Promise<void>;
  private exitCode: number | null = null;
  readonly child: ChildProcess;

  constructor(args: string[], env: NodeJS.ProcessEnv, cwd = root) {
    this.child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => {
        this.exitCode = code ?? (signal ? -1 : 0);
        resolve();
      }),
    );
  }

  get pid(): number {
    return this.child.pid!;
  }

  memory() {
    return memoryOf(this.pid);
  }

  /** Polls `url` until it answers 200; resolves to the milliseconds since the process was spawned. */
  async ready(url: string, spawnedAt: number): Promise<number> {
    while (performance.now() - spawnedAt < HEALTH_TIMEOUT_MS) {
      if (this.exitCode !== null) throw new Error(`exited (code ${this.exitCode}) before ${url} answered:\n${this.output}`);
      const answered = await fetch(url).then(
        (response) => response.status === 200,
        () => false,
      );
      if (answered) return performance.now() - spawnedAt;
      await sleep(20);
    }
    throw new Error(`${url} did not answer within ${HEALTH_TIMEOUT_MS / 1000} s:\n${this.output}`);
  }

  /** SIGTERM, then SIGKILL if it has not exited in time. */
  async stop(): Promise<void> {
    if (this.exitCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await this.exited;
    clearTimeout(timer);
  }
}

export interface ServerTarget {
  /** DATABASE_URL, or a DATA_DIR for PGlite. */
  databaseUrl?: string;
  dataDir?: string;
}

// BENCH_PORT lets two benches run side by side (each with its own database).
export const SERVER_PORT = Number(process.env.BENCH_PORT ?? 8450);
export const serverOrigin = `http://127.0.0.1:${SERVER_PORT}`;

/**
 * `server/main.ts` on SERVER_PORT with the demo seed (a no-op on a seeded database), request logs
 * off (a line per request would be measured too) and a sign-in limit the bench never reaches.
 */
export async function startServer(target: ServerTarget): Promise<{ server: BenchProcess; startupMs: number }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(SERVER_PORT),
    HOST: '127.0.0.1',
    SEED: 'demo',
    LOG_REQUESTS: '',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_MAX: '10000',
    DIST_DIR: '.dist-e',
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  if (target.dataDir) env.DATA_DIR = target.dataDir;
  const spawnedAt = performance.now();
  const server = new BenchProcess(['--import', 'tsx', 'server/main.ts'], env);
  try {
    return { server, startupMs: await server.ready(`${serverOrigin}/v1/health`, spawnedAt) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
