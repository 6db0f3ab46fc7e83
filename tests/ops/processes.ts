import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { call } from '../durability/http.js';
import { freePort } from '../support/freePort.js';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const START_TIMEOUT_MS = 90_000;
const OUTPUT_LIMIT = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment of a child: this one's, without a database the child was not given. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_REQUESTS: '0' };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  return { ...base, ...env };
}

/** Runs `node --import tsx <script> <args>` from the repository root; its exit code and what it printed. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The real server (`server/main.ts`) as a child process on 127.0.0.1. */
export class ServerChild {
  private output = '';
  /** The exit code, -1 for a signal; resolves when the process is gone. */
  readonly exited: Promise<number>;

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : 0))));
  }

  /** Starts a server with `env` (DATA_DIR or DATABASE_URL, SEED, …) and waits until /v1/health answers. */
  static async start(env: Record<string, string>): Promise<ServerChild> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: childEnv({ HOST: '127.0.0.1', PORT: String(port), ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerChild(child, port);
    let gone = false;
    void server.exited.then(() => (gone = true));
    const started = performance.now();
    while (performance.now() - started < START_TIMEOUT_MS) {
      if (gone) throw new Error(`the server exited before answering:\n${server.printed}`);
      const healthy = await call(port, 'GET', '/v1/health').then(
        (reply) => reply.status === 200,
        () => false,
      );
      if (healthy) return server;
      await sleep(100);
    }
    child.kill('SIGKILL');
    throw new Error(`the server did not answer /v1/health within ${START_TIMEOUT_MS / 1000} s:\n${server.printed}`);
  }

  get pid() {
    return this.child.pid!;
  }

  signal(signal: NodeJS.Signals) {
    this.child.kill(signal);
  }

  /** SIGTERM, then its exit code. */
  async stop(): Promise<number> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    return this.exited;
  }

  /** For afterAll: whatever state the test left it in. */
  kill() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  /** What the server printed, for a failure's report. */
  get printed() {
    return this.output;
  }
}
