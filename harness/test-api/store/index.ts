import { existsSync, statSync } from 'node:fs';
import { UserError } from '../../shared/user-error';
import { challengeQueries } from './challenges';
import { type Db, openDb } from './db';
import { eventQueries } from './events';
import { factorQueries } from './factors';
import { otpQueries } from './otps';
import { outboxQueries } from './outbox';
import { clearStaleLock, recordOwner } from './ownership';
import { projectTokenQueries } from './project-tokens';
import { DATA_TABLES, migrate } from './schema';
import { sessionQueries } from './sessions';
import { signingKeyQueries } from './signing-keys';
import { tokenQueries } from './tokens';
import { searchUsers, type UserSearch } from './user-search';
import { userQueries } from './users';
import { createWalFlusher } from './wal-flusher';

export type { Db } from './db';
export type * from './types';

/** The page size of a new file. */
export const PAGE_BYTES = 1024;

/** Log pages (1 KiB each in a new file) between automatic checkpoints. */
export const WAL_CHECKPOINT_PAGES = 10_000;

/** The page cache's ceiling in KiB. */
export const CACHE_KIB = 64 * 1024;

export function createStore(path: string) {
  clearStaleLock(path);
  const flusher = path === ':memory:' ? null : createWalFlusher(`${path}-wal`);
  let db: Db;
  try {
    db = openDb(path, { afterCommit: flusher?.afterCommit });
  } catch (error) {
    void flusher?.close();
    // The folder it goes in cannot be made: the CLI names the path and the reason.
    if ((error as NodeJS.ErrnoException).syscall) throw error;
    // A folder, or a path SQLite cannot create: the person's --db to fix.
    const folder = existsSync(path) && statSync(path).isDirectory();
    throw new UserError(
      `Cannot open the test API database ${path}: ${folder ? 'it is a folder' : (error as Error).message}`,
      {
        kind: 'input',
        fix: 'Pass --db a file path (created if missing), or :memory:.',
        cause: error,
      },
    );
  }
  let release = () => {};
  try {
    // One process owns the file: without exclusive locking the WASM VFS re-checks the file
    // on every statement (~3 ms each instead of ~0.02 ms).
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    // 1 KiB pages in a new file (an existing one keeps its own). Each commit appends to the log
    // a whole copy of every page it changed, one leaf in each of the ~15 tables and indexes a
    // login writes to, though its rows hold ~1.5 KB: with 4 KiB pages the log grew ~60 KB per
    // login, with 1 KiB ~25 KB, and the checkpoint every WAL_CHECKPOINT_PAGES pages now comes
    // at ~10 MB of log instead of ~40 MB.
    db.exec(`PRAGMA page_size = ${PAGE_BYTES}`);
    // Write-ahead log: a commit appends the pages it changed to the log, where the rollback
    // journal wrote each page twice (its old content to the journal, then the new to the
    // file). Set after exclusive mode, so the log's index lives in this process's memory (the
    // WASM VFS has no shared memory). A killed process leaves the log, which the next open
    // replays: everything committed survives a crash or restart of the process.
    db.exec('PRAGMA journal_mode = WAL');
    // NORMAL syncs the log at checkpoints, not at every commit: a power loss can lose the last
    // commits but never corrupts the file (the former OFF could); a process crash loses nothing.
    db.exec('PRAGMA synchronous = NORMAL');
    // Checkpoints (the log copied into the file, with its two syncs) every 10,000 pages of log
    // instead of every 1,000: under load they cost 0.12 ms per OTP login at the default.
    db.exec(`PRAGMA wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
    // Pages stay cached up to 64 MiB (allocated as used) instead of 2 MiB: past ~3,000 logins
    // the file outgrew the default, and ids are random, so reads went back to the file.
    db.exec(`PRAGMA cache_size = -${CACHE_KIB}`);
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
    release = recordOwner(path);
    migrate(db);
  } catch (error) {
    db.close();
    void flusher?.close();
    release();
    const reason = error instanceof Error ? error.message : String(error);
    throw /locked|busy/i.test(reason)
      ? new UserError(`The test API database ${path} is in use by another process (${reason}).`, {
          kind: 'refused',
          fix: 'Stop it, or pass another --db (a file, or :memory:).',
          cause: error,
        })
      : new UserError(`Cannot open the test API database ${path}: ${reason}`, {
          kind: 'input',
          fix: 'Pass another --db (a file, or :memory:), or delete this one to start empty.',
          cause: error,
        });
  }
  return {
    db,
    path,
    users: userQueries(db),
    sessions: sessionQueries(db),
    otps: otpQueries(db),
    outbox: outboxQueries(db),
    events: eventQueries(db),
    signingKeys: signingKeyQueries(db),
    projectTokens: projectTokenQueries(db),
    searchUsers: (projectId: string, search: UserSearch) => searchUsers(db, projectId, search),
    tokens: tokenQueries(db),
    challenges: challengeQueries(db),
    factors: factorQueries(db),
    transaction: <T>(fn: () => T): T => db.transaction(fn),
    /** Empties every data table (signing keys are kept). */
    reset(): void {
      db.transaction(() => {
        for (const table of DATA_TABLES) db.run(`DELETE FROM ${table}`);
      });
    },
    /** Empties every data table of one project (other projects and signing keys are kept). */
    resetProject(projectId: string): void {
      db.transaction(() => {
        for (const table of DATA_TABLES) {
          db.run(`DELETE FROM ${table} WHERE project_id = ?`, [projectId]);
        }
      });
    },
    /** The projects that have users, for the global export. */
    projectIdsWithUsers(): string[] {
      return db
        .all<{ project_id: string }>('SELECT DISTINCT project_id FROM users ORDER BY project_id')
        .map((row) => row.project_id);
    },
    /** Closes the file; settles once no handle on it is left open. */
    close(): Promise<void> {
      db.close();
      const flushed = flusher?.close() ?? Promise.resolve();
      release();
      return flushed;
    },
  };
}

export type Store = ReturnType<typeof createStore>;
