import fs from 'node:fs';
import path from 'node:path';

/** Whether a process with this pid exists (EPERM: it does, but belongs to another user). */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * When a process started, in clock ticks since boot (field 22 of Linux's /proc/<pid>/stat); null
 * where there is no /proc or no such process. A pid alone is not an identity: after a crash, most
 * of all in a container restarted with a fresh pid namespace, the dead server's pid is soon some
 * other live process's.
 */
function startTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces; field 3 follows ") ".
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The lock names the process holding it: `pid start-time`, or `pid` alone without /proc. */
function holds(pid: number, recordedStart: string | undefined) {
  const start = startTime(pid);
  // Without a start time on either side, liveness is all there is to go by.
  if (recordedStart === undefined || start === null) return alive(pid);
  return start === recordedStart;
}

/**
 * PGlite is single-process: one server owns a data directory. Takes `server.lock` there, or
 * throws with a message naming the process that holds it. A lock left by a dead process is taken
 * over, also when its pid now belongs to another process.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const identity = [process.pid, startTime(process.pid)].filter((part) => part !== null).join(' ');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, identity, { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pid, recordedStart] = fs.readFileSync(file, 'utf8').trim().split(/\s+/);
      const holder = Number(pid);
      if (holder && holder !== process.pid && holds(holder, recordedStart)) {
        throw new Error(
          `Another server (pid ${holder}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
          { cause: error },
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
