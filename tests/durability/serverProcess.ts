import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { alive } from '../../server/db/lock.js';
import { call } from './http.js';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const HEALTH_TIMEOUT_MS = 90_000;
const OUTPUT_LIMIT = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server (`server/main.ts`) as a child process on 127.0.0.1. It is started with node
 * itself (not npx), so the child's pid is the server's: the one SIGKILL hits and `server.lock` names.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private output = '';

  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get pid() {
    return this.child?.pid;
  }

  /** Starts a server and waits until /v1/health answers; resolves to the milliseconds that took. */
  async start(seed: 'demo' | 'none'): Promise<number> {
    const started = performance.now();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, SEED: seed };
    delete env.DATABASE_URL;
    delete env.LOG_REQUESTS;
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    let exitCode: number | null = null;
    child.once('exit', (code, signal) => (exitCode = code ?? (signal ? -1 : 0)));
    while (performance.now() - started < HEALTH_TIMEOUT_MS) {
      if (exitCode !== null) throw new Error(`the server exited (code ${exitCode}) before answering /v1/health`);
      const healthy = await call(this.port, 'GET', '/v1/health').then(
        (reply) => reply.status === 200,
        () => false,
      );
      if (healthy) return performance.now() - started;
      await sleep(50);
    }
    throw new Error(`the server did not answer /v1/health within ${HEALTH_TIMEOUT_MS / 1000} s`);
  }

  /** SIGKILL: no handler runs, nothing is flushed or unlocked. Resolves once the process is gone. */
  async kill(): Promise<number> {
    const pid = this.child?.pid;
    if (!this.child || pid === undefined) throw new Error('no server to kill');
    this.child.kill('SIGKILL');
    await this.exited;
    this.child = null;
    return pid;
  }

  /** A clean stop (SIGTERM), falling back to SIGKILL when it hangs. */
  async stop(timeoutMs = 15_000): Promise<boolean> {
    if (!this.child) return true;
    this.child.kill('SIGTERM');
    const clean = await Promise.race([this.exited.then(() => true), sleep(timeoutMs).then(() => false)]);
    if (!clean) await this.kill();
    this.child = null;
    return clean;
  }

  /** For exit handlers: synchronous, whatever state the run is in. */
  killNow() {
    this.child?.kill('SIGKILL');
  }

  /** What the current (or last) server printed, for the report of a failure. */
  get printed() {
    return this.output;
  }

  /** The pid `server.lock` names (its first word, before the start time), or null when there is no lock file. */
  lockHolder(): number | null {
    const file = path.join(this.dataDir, 'server.lock');
    return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split(' ')[0]) : null;
  }

  /** After a SIGKILL the lock must still name the killed server, and that process must be gone. */
  checkStaleLock(killedPid: number) {
    const holder = this.lockHolder();
    if (holder !== killedPid) throw new Error(`server.lock names ${holder}, expected the killed server ${killedPid}`);
    if (alive(killedPid)) throw new Error(`the killed server ${killedPid} is still alive`);
  }

  /** The restarted server must have taken the stale lock over. */
  checkLockTakenOver() {
    const holder = this.lockHolder();
    if (holder !== this.pid) throw new Error(`server.lock names ${holder}, expected the restarted server ${this.pid}`);
  }
}
