import fs from 'node:fs';
import path from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is single-process: one server owns a data directory. Takes `server.lock` there, or
 * throws with a message naming the process that holds it. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && alive(holder)) {
        throw new Error(
          `Another server (pid ${holder}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
