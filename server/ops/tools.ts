import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lockDataDir } from '../db/lock.js';

/** Where the server keeps PGlite's files inside DATA_DIR (server/db/prepare.ts). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether DATA_DIR holds a database already. */
export const holdsDatabase = (dataDir: string) => fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));

/**
 * Takes DATA_DIR's lock for the length of `work`, or refuses while a server runs on it: PGlite's
 * files belong to one process, and a copy taken while a server writes them is not a consistent one.
 */
export async function withDataDir<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    const holder = /\(pid (\d+)\)/.exec((error as Error).message)?.[1];
    if (!holder) throw error;
    throw new Error(
      `A server (pid ${holder}) is running on ${dataDir}. Stop it first (SIGTERM): PGlite's files are copied consistently only while no server writes them.`,
      {
        cause: error,
      },
    );
  }
  try {
    return await work();
  } finally {
    unlock();
  }
}

/** The URL without its password, which goes to the tool in PGPASSWORD instead of its command line (visible in `ps`). */
function connection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs pg_dump or pg_restore against `databaseUrl`; rejects with what it printed when it fails. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url}`], { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found: install PostgreSQL's client programs (Debian: postgresql-client), of the server's major version or newer.`,
            )
          : error,
      ),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit code ${code}):\n${stderr.trim()}`))));
  });
}

/** Writes beside the target, then renames: a backup cut short never looks like a finished one. */
export async function writeWhole(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Runs a command-line script: its message on failure, exit code 1. */
export function runCli(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
