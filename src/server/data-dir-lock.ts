import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: two servers on one data folder would corrupt it.
 * The lock file holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(file)) return () => rmSync(file, { force: true });
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner === process.pid) throw new Error(`This process already runs a server on ${dataDir}`);
    if (owner && isRunning(owner)) {
      throw new Error(`Another server (pid ${owner}) is using ${dataDir}; stop it or set DATA_DIR`);
    }
    rmSync(file, { force: true }); // left by a process that has ended
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function tryCreate(file: string): boolean {
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
