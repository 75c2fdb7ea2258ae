import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from 'node-sqlite3-wasm';
import sqlite from 'node-sqlite3-wasm';

export type SqlValue = string | number | bigint | null | Uint8Array | boolean;
export type SqlParams = SqlValue[] | Record<string, SqlValue>;

/** A thin typed face over the synchronous WASM SQLite connection. */
export interface Db {
  run(sql: string, params?: SqlParams): number;
  get<T>(sql: string, params?: SqlParams): T | null;
  all<T>(sql: string, params?: SqlParams): T[];
  exec(sql: string): void;
  /** Runs `fn` inside one transaction; rolls back if it throws. */
  transaction<T>(fn: () => T): T;
  close(): void;
}

export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db: Database = new sqlite.Database(path);
  return {
    run: (sql, params) => db.run(sql, params).changes,
    get: <T>(sql: string, params?: SqlParams) => db.get(sql, params) as T | null,
    all: <T>(sql: string, params?: SqlParams) => db.all(sql, params) as T[],
    exec: (sql) => db.exec(sql),
    transaction: <T>(fn: () => T): T => {
      // Handlers are synchronous between awaits, so a transaction never interleaves.
      if (db.inTransaction) return fn();
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = fn();
        db.exec('COMMIT');
        return result;
      } catch (err) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw err;
      }
    },
    close: () => {
      if (db.isOpen) db.close();
    },
  };
}
