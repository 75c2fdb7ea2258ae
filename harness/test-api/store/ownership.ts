import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { UserError } from '../../shared/user-error';

// node-sqlite3-wasm locks a database by creating the directory `<file>.lock`, and the store
// holds that lock for its whole life (exclusive mode). A process killed with SIGKILL leaves
// the directory behind, which would block every later start. So each owner records its PID
// in `<file>.owner`; a lock whose owner is no longer running is stale and is removed.

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const ownerFile = (path: string) => `${path}.owner`;

/** Removes a lock left by a crashed owner; throws if a running process owns the file. */
export function clearStaleLock(path: string): void {
  if (path === ':memory:' || !existsSync(`${path}.lock`)) return;
  const file = ownerFile(path);
  const owner = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : Number.NaN;
  if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
    throw new UserError(`The test API database ${path} is in use by process ${owner}.`, {
      kind: 'refused',
      fix: 'Stop that process, or pass another --db (a file, or :memory:).',
    });
  }
  // No live owner: a previous run crashed. SQLite rolls back its hot journal on open.
  rmSync(`${path}.lock`, { recursive: true, force: true });
}

/** Records this process as the owner once it holds the lock; returns the release function. */
export function recordOwner(path: string): () => void {
  if (path === ':memory:') return () => {};
  const file = ownerFile(path);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // already gone
    }
  };
}
