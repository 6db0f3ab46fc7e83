import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/db/lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const lockOf = (dir: string) => fs.readFileSync(path.join(dir, 'server.lock'), 'utf8');
/** A child stays alive until this test kills it or closes its stdin (also when this process dies), however slow the run. */
const LIVE_UNTIL_RELEASED = "process.stdin.on('end', () => process.exit()).resume();";
const idle = () => spawn(process.execPath, ['-e', LIVE_UNTIL_RELEASED], { stdio: ['pipe', 'ignore', 'inherit'] });
const exited = (child: ReturnType<typeof spawn>) => new Promise((resolve) => child.once('exit', resolve));

/** Another process that takes the lock with the real code and holds it until killed. */
async function otherServer(dir: string) {
  const code = `import(${JSON.stringify(path.resolve('server/db/lock.ts'))}).then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); ${LIVE_UNTIL_RELEASED} })`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return child;
}

describe('data directory lock', () => {
  it('refuses a second owner while the first is alive, naming it', async () => {
    const dir = tempDir();
    const holder = await otherServer(dir);
    try {
      expect(lockOf(dir)).toMatch(new RegExp(`^${holder.pid} \\d+$`));
      expect(() => lockDataDir(dir)).toThrow(`Another server (pid ${holder.pid}) is already using the data directory ${dir}.`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over the lock of a server killed with SIGKILL', async () => {
    const dir = tempDir();
    const holder = await otherServer(dir);
    holder.kill('SIGKILL');
    await exited(holder);
    expect(lockOf(dir).split(' ')[0]).toBe(String(holder.pid));
    const release = lockDataDir(dir);
    expect(lockOf(dir).split(' ')[0]).toBe(String(process.pid));
    release();
  });

  it("takes over a killed server's lock whose pid now belongs to another process (Linux /proc)", async () => {
    const dir = tempDir();
    const holder = await otherServer(dir);
    holder.kill('SIGKILL');
    await exited(holder);
    const started = lockOf(dir).split(' ')[1];
    // As after a container restart: the dead server's pid is now some other live process's.
    const other = idle();
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), `${other.pid} ${started}`);
      const release = lockDataDir(dir);
      expect(lockOf(dir).split(' ')[0]).toBe(String(process.pid));
      release();
    } finally {
      other.kill();
    }
  });

  it('goes by liveness for a lock that names only a pid', () => {
    const dir = tempDir();
    const holder = idle();
    fs.writeFileSync(path.join(dir, 'server.lock'), String(holder.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(`Another server (pid ${holder.pid}) is already using the data directory ${dir}.`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');
    const release = lockDataDir(dir);
    expect(lockOf(dir).split(' ')[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
