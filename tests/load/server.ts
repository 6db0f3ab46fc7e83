import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export type Store = 'pglite' | 'postgres';

export const POSTGRES_URL = process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ServerStats {
  loopDelayP50: number;
  loopDelayP99: number;
  loopDelayMax: number;
}

export interface LoadServer {
  port: number;
  stats(): Promise<ServerStats>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function postgresAnswers(): Promise<boolean> {
  try {
    await adminQuery('select 1');
    return true;
  } catch {
    return false;
  }
}

/** Resolves with the child's first message of the given key, or rejects on exit or timeout. */
function awaitMessage<T>(child: ChildProcess, key: string, output: () => string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`server gave no ${key} within ${START_TIMEOUT_MS} ms\n${output()}`)), START_TIMEOUT_MS);
    const onMessage = (message: Record<string, unknown>) => {
      if (key in message) done(undefined, message[key] as T);
    };
    const onExit = (code: number | null) => done(new Error(`server exited (${code}) before its ${key}\n${output()}`));
    function done(error?: Error, value?: T) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value as T);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/**
 * The real server (server/main.ts) in a child process on 127.0.0.1, seeded with the demo data, on
 * a fresh temporary PGlite directory or a fresh PostgreSQL database; stop() removes either.
 */
export async function startLoadServer(store: Store): Promise<LoadServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED: 'demo', LOG_REQUESTS: '' };
  let cleanup: () => Promise<void>;
  if (store === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-load-'));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = `panel_load_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = () => adminQuery(`drop database if exists ${name} with (force)`);
  }

  const entry = fileURLToPath(new URL('./serve.ts', import.meta.url));
  const child = fork(entry, { env, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let port: number;
  try {
    port = await awaitMessage<number>(child, 'port', () => output);
  } catch (error) {
    child.kill('SIGKILL');
    await cleanup();
    throw error;
  }
  return {
    port,
    stats: () => {
      const reply = awaitMessage<ServerStats>(child, 'stats', () => output);
      child.send('stats');
      return reply;
    },
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
      await cleanup();
    },
  };
}
