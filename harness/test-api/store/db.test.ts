import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from './db';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stw-db-'));
  dirs.push(dir);
  return join(dir, 'test.sqlite');
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('openDb', () => {
  it('commits the writes of a tick at its end, so another connection then sees them', async () => {
    const file = tempFile();
    const db = openDb(file);
    db.exec('CREATE TABLE t (v TEXT)');
    db.run('INSERT INTO t VALUES (?)', ['a']);
    db.run('INSERT INTO t VALUES (?)', ['b']);
    // The same connection reads its own writes at once.
    expect(db.all<{ v: string }>('SELECT v FROM t ORDER BY v')).toEqual([{ v: 'a' }, { v: 'b' }]);
    await tick();
    db.close();
    const reopened = openDb(file);
    expect(reopened.all('SELECT v FROM t ORDER BY v')).toEqual([{ v: 'a' }, { v: 'b' }]);
    reopened.close();
  });

  it('commits pending writes on close (a restart loses nothing that was answered)', () => {
    const file = tempFile();
    const db = openDb(file);
    db.exec('CREATE TABLE t (v TEXT)');
    db.run('INSERT INTO t VALUES (?)', ['kept']);
    db.close();
    const reopened = openDb(file);
    expect(reopened.get('SELECT v FROM t')).toEqual({ v: 'kept' });
    reopened.close();
  });

  it('rolls back only the failed transaction, keeping the tick’s other writes', async () => {
    const db = openDb(':memory:');
    db.exec('CREATE TABLE t (v TEXT)');
    db.run('INSERT INTO t VALUES (?)', ['before']);
    expect(() =>
      db.transaction(() => {
        db.run('INSERT INTO t VALUES (?)', ['inside']);
        // A nested transaction that succeeds stays in its parent.
        db.transaction(() => db.run('INSERT INTO t VALUES (?)', ['nested']));
        throw new Error('boom');
      }),
    ).toThrow('boom');
    db.run('INSERT INTO t VALUES (?)', ['after']);
    await tick();
    expect(db.all('SELECT v FROM t ORDER BY rowid')).toEqual([{ v: 'before' }, { v: 'after' }]);
    db.close();
  });

  it('reuses a prepared statement with new parameters', () => {
    const db = openDb(':memory:');
    db.exec('CREATE TABLE t (k TEXT, v TEXT)');
    db.run('INSERT INTO t VALUES (?, ?)', ['x', '1']);
    db.run('INSERT INTO t VALUES (?, ?)', ['y', '2']);
    const sql = 'SELECT v FROM t WHERE k = ?';
    expect(db.get(sql, ['x'])).toEqual({ v: '1' });
    expect(db.get(sql, ['y'])).toEqual({ v: '2' });
    expect(db.get(sql, ['z'])).toBeNull();
    db.close();
  });

  it('reads SELECT * rows (sent through SQLite as JSON) with the same values and types', () => {
    const db = openDb(':memory:');
    db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, n INTEGER, big INTEGER, s TEXT, maybe TEXT)');
    const row = {
      k: 'a"b\\c\u00e9\u{1f600}',
      n: 0,
      big: 1_893_456_000_123,
      s: '{"x":[1]}',
      maybe: null,
    };
    db.run('INSERT INTO t VALUES (?, ?, ?, ?, ?)', [row.k, row.n, row.big, row.s, row.maybe]);
    db.run('INSERT INTO t VALUES (?, ?, ?, ?, ?)', ['z', 2, -1, '', 'x']);
    expect(db.get('SELECT * FROM t WHERE k = ?', [row.k])).toEqual(row);
    expect(db.all('SELECT * FROM t ORDER BY n DESC')).toEqual([
      { k: 'z', n: 2, big: -1, s: '', maybe: 'x' },
      row,
    ]);
    expect(db.get('SELECT * FROM t WHERE k = ?', ['none'])).toBeNull();
    // Other shapes are read column by column, as before.
    expect(db.get('SELECT k, n FROM t WHERE n = 2')).toEqual({ k: 'z', n: 2 });
    db.close();
  });
});
