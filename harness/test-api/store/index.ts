import { challengeQueries } from './challenges';
import { type Db, openDb } from './db';
import { eventQueries } from './events';
import { factorQueries } from './factors';
import { otpQueries } from './otps';
import { outboxQueries } from './outbox';
import { clearStaleLock, recordOwner } from './ownership';
import { DATA_TABLES, migrate } from './schema';
import { sessionQueries } from './sessions';
import { signingKeyQueries } from './signing-keys';
import { tokenQueries } from './tokens';
import { userQueries } from './users';

export type { Db } from './db';
export type * from './types';

export function createStore(path: string) {
  clearStaleLock(path);
  const db: Db = openDb(path);
  let release = () => {};
  try {
    // One process owns the file: without exclusive locking the WASM VFS re-checks the file
    // on every statement (~3 ms each instead of ~0.02 ms).
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    // Test data only: skip fsync for speed. A crashed process still leaves a consistent file
    // (the rollback journal is kept); only a power loss could lose the last writes.
    db.exec('PRAGMA synchronous = OFF');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
    release = recordOwner(path);
    migrate(db);
  } catch (error) {
    db.close();
    release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      /locked|busy/i.test(reason)
        ? `The test API database ${path} is in use by another process (${reason}). Stop it or pass another --db.`
        : `Cannot open the test API database ${path}: ${reason}`,
    );
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
    close(): void {
      db.close();
      release();
    },
  };
}

export type Store = ReturnType<typeof createStore>;
