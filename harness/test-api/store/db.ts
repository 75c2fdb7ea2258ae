import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database, Statement } from 'node-sqlite3-wasm';
import sqlite from 'node-sqlite3-wasm';

export type SqlValue = string | number | bigint | null | Uint8Array | boolean;
export type SqlParams = SqlValue[] | Record<string, SqlValue>;

/** A thin typed face over the synchronous WASM SQLite connection. */
export interface Db {
  run(sql: string, params?: SqlParams): number;
  get<T>(sql: string, params?: SqlParams): T | null;
  all<T>(sql: string, params?: SqlParams): T[];
  exec(sql: string): void;
  /** Runs `fn` atomically; rolls its writes back if it throws. */
  transaction<T>(fn: () => T): T;
  /** Commits the writes made so far (they are otherwise committed at the end of the tick). */
  flush(): void;
  /** Whether writes made so far still wait for their commit. */
  pending(): boolean;
  /** Settles once the writes made so far are committed (at once when none are waiting). */
  committed(): Promise<void>;
  close(): void;
}

interface Kept {
  statement: Statement;
  /** The statement reads each row as one JSON text (a rewritten `SELECT *`). */
  json: boolean;
}

/** `SELECT * FROM <table>` at the start of a query, the only shape rewritten to JSON rows. */
const SELECT_ALL = /^(\s*SELECT\s+)\*(\s+FROM\s+(\w+))/i;

/**
 * Two costs dominate the test API under load, both paid per statement by the WASM binding:
 * preparing SQL, and committing (every autocommit write rewrites the same pages and the
 * journal). So statements are prepared once and kept, and the writes of one event-loop turn
 * share one transaction committed on setImmediate (and before close), so a restart keeps
 * everything that was answered. `transaction()` nests as a savepoint inside it.
 *
 * Reading a row costs about 2 µs per column in the binding (a name and a value fetched through
 * its string wrapper each), so `SELECT * FROM <table> …` is rewritten to select one
 * `json_object` of the table's columns, and each row comes back as one string for JSON.parse:
 * the same keys and values (the tables hold only text, integers below 2^53 and nulls).
 */
export function openDb(path: string, options: { afterCommit?: () => void } = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db: Database = new sqlite.Database(path);
  const statements = new Map<string, Kept>();
  let commitScheduled = false;
  let savepoints = 0;

  /** `json_object('a', "a", …)` over every column of a table; null for an unknown table. */
  const rowObject = (table: string): string | null => {
    const columns = db.all(`PRAGMA table_info("${table}")`) as { name: string }[];
    if (columns.length === 0) return null;
    return `json_object(${columns.map(({ name }) => `'${name}', "${name}"`).join(', ')})`;
  };

  const kept = (sql: string): Kept => {
    let entry = statements.get(sql);
    if (!entry) {
      const match = SELECT_ALL.exec(sql);
      const object = match?.[3] ? rowObject(match[3]) : null;
      entry = object
        ? {
            statement: db.prepare(
              sql.replace(SELECT_ALL, (_, select, from) => `${select}${object} AS row${from}`),
            ),
            json: true,
          }
        : { statement: db.prepare(sql), json: false };
      statements.set(sql, entry);
    }
    return entry;
  };
  const prepared = (sql: string): Statement => kept(sql).statement;

  // all() runs a query to its end, which leaves the kept statement reset for its next use.
  const rows = <T>(sql: string, params?: SqlParams): T[] => {
    const { statement, json } = kept(sql);
    const result = statement.all(params);
    return (json ? result.map((row) => JSON.parse(row.row as string)) : result) as T[];
  };

  let waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const commit = (): void => {
    commitScheduled = false;
    const settled = waiting;
    waiting = [];
    let committed = false;
    try {
      if (db.isOpen && db.inTransaction) {
        prepared('COMMIT').run();
        committed = true;
      }
    } catch (error) {
      for (const { reject } of settled) reject(error);
      throw error;
    }
    for (const { resolve } of settled) resolve();
    if (committed) options.afterCommit?.();
  };

  /** Opens the tick's transaction if none is open. */
  const beginWrites = (): void => {
    if (db.inTransaction) return;
    prepared('BEGIN IMMEDIATE').run();
    if (!commitScheduled) {
      commitScheduled = true;
      setImmediate(commit);
    }
  };

  return {
    run: (sql, params) => {
      beginWrites();
      return prepared(sql).run(params).changes;
    },
    get: <T>(sql: string, params?: SqlParams) => rows<T>(sql, params)[0] ?? null,
    all: rows,
    exec: (sql) => db.exec(sql),
    transaction: <T>(fn: () => T): T => {
      beginWrites();
      // Handlers are synchronous between awaits, so savepoints never interleave.
      const name = `sp${savepoints++}`;
      prepared(`SAVEPOINT ${name}`).run();
      try {
        const result = fn();
        prepared(`RELEASE ${name}`).run();
        return result;
      } catch (err) {
        prepared(`ROLLBACK TO ${name}`).run();
        prepared(`RELEASE ${name}`).run();
        throw err;
      } finally {
        savepoints--;
      }
    },
    flush: commit,
    pending: () => commitScheduled,
    committed: () =>
      commitScheduled
        ? new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }))
        : Promise.resolve(),
    close: () => {
      if (!db.isOpen) return;
      commit();
      for (const { statement } of statements.values()) statement.finalize();
      statements.clear();
      db.close();
    },
  };
}
