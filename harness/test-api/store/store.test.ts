import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { describe, expect, it } from 'vitest';
import { CACHE_KIB, createStore, PAGE_BYTES, WAL_CHECKPOINT_PAGES } from './index';

/** An in-memory store with user `u` of project `p`, and the fields its codes for method `m` share. */
function storeWithUser() {
  const store = createStore(':memory:');
  store.users.insert({ user_id: 'u', project_id: 'p', status: 'pending', created_at: 1 });
  const code = {
    project_id: 'p',
    method_id: 'm',
    user_id: 'u',
    channel: 'email' as const,
    destination: 'a@b.c',
    expires_at: 5_000,
  };
  return { store, code };
}

describe('store', () => {
  it('leaves rows that already hold a value unwritten, so a returning login logs fewer pages', () => {
    const { store } = storeWithUser();
    store.users.insertEmail({
      email_id: 'e',
      project_id: 'p',
      user_id: 'u',
      email: 'a@b.c',
      created_at: 1,
    });
    const changes = () =>
      store.db.get<{ n: number }>('SELECT total_changes() AS n')?.n ?? Number.NaN;
    store.users.setStatus('u', 'active');
    store.users.verifyEmail('e');
    const before = changes();
    store.users.setStatus('u', 'active');
    store.users.verifyEmail('e');
    store.users.clearPasswordFailures('u');
    expect(changes()).toBe(before);
    expect(store.users.get('p', 'u')).toMatchObject({ status: 'active' });
    expect(store.users.emailById('p', 'e')).toMatchObject({ verified: 1 });
    store.close();
  });

  it('supersedes the previous live code of a method', () => {
    const { store, code } = storeWithUser();
    store.otps.issue({ ...code, otp_id: 'o1', code_hash: 'h1', created_at: 1 });
    store.otps.issue({ ...code, otp_id: 'o2', code_hash: 'h2', created_at: 2 });
    expect(store.otps.latest('p', 'm')?.otp_id).toBe('o2');
    expect(store.otps.consume('o1')).toBe(false);
    expect(store.otps.consume('o2')).toBe(true);
    expect(store.otps.consume('o2')).toBe(false);
    store.close();
  });

  it('takes the last code issued as the latest, even when the clock was set back between sends', () => {
    const { store, code } = storeWithUser();
    store.otps.issue({ ...code, otp_id: 'o1', code_hash: 'h1', created_at: 2_000 });
    store.otps.issue({ ...code, otp_id: 'o2', code_hash: 'h2', created_at: 1_000 });
    expect(store.otps.latest('p', 'm')).toMatchObject({ otp_id: 'o2', state: 'live' });
    store.close();
  });

  it('takes the last challenge started as the latest, even when the clock was set back between starts', () => {
    const store = createStore(':memory:');
    const base = {
      project_id: 'p',
      kind: 'crypto_wallet',
      subject: 'ethereum:0xabc',
      user_id: null,
      expires_at: 5_000,
      data: '{}',
    };
    store.challenges.insert({ ...base, challenge_id: 'c1', challenge: 'm1', created_at: 2_000 });
    store.challenges.insert({ ...base, challenge_id: 'c2', challenge: 'm2', created_at: 1_000 });
    expect(store.challenges.latestFor('p', 'crypto_wallet', 'ethereum:0xabc')?.challenge_id).toBe(
      'c2',
    );
    store.close();
  });

  it('reset empties data but keeps signing keys', () => {
    const store = createStore(':memory:');
    store.users.insert({ user_id: 'u', project_id: 'p', status: 'active', created_at: 1 });
    store.signingKeys.insertSigningKey({
      project_id: 'p',
      kid: 'k',
      private_jwk: '{}',
      public_jwk: '{}',
      created_at: 1,
    });
    store.reset();
    expect(store.users.get('p', 'u')).toBeNull();
    expect(store.signingKeys.signingKey('p')?.kid).toBe('k');
    store.close();
  });

  it('rolls back a failed transaction', () => {
    const store = createStore(':memory:');
    expect(() =>
      store.transaction(() => {
        store.users.insert({ user_id: 'u', project_id: 'p', status: 'active', created_at: 1 });
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(store.users.get('p', 'u')).toBeNull();
    store.close();
  });

  it('writes through a write-ahead log synced at checkpoints with a 64 MiB page cache, and keeps it across a reopen', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stw-store-'));
    try {
      const file = join(dir, 'wal.sqlite');
      const store = createStore(file);
      expect(store.db.get('PRAGMA journal_mode')).toEqual({ journal_mode: 'wal' });
      // 1 = NORMAL: a power loss may drop the last commits but cannot corrupt the file.
      expect(store.db.get('PRAGMA synchronous')).toEqual({ synchronous: 1 });
      expect(store.db.get('PRAGMA wal_autocheckpoint')).toEqual({
        wal_autocheckpoint: WAL_CHECKPOINT_PAGES,
      });
      expect(store.db.get('PRAGMA cache_size')).toEqual({ cache_size: -CACHE_KIB });
      store.users.insert({ user_id: 'u', project_id: 'p', status: 'active', created_at: 1 });
      store.close();
      const reopened = createStore(file);
      expect(reopened.users.get('p', 'u')?.status).toBe('active');
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes new files with small pages, and opens a file with 4 KiB pages as it is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stw-store-'));
    try {
      const file = join(dir, 'new.sqlite');
      const store = createStore(file);
      expect(store.db.get('PRAGMA page_size')).toEqual({ page_size: PAGE_BYTES });
      store.close();
      // A file from before: 4 KiB pages, in WAL mode.
      const older = join(dir, 'older.sqlite');
      const raw = new sqlite.Database(older);
      raw.exec('PRAGMA page_size = 4096; PRAGMA journal_mode = WAL; CREATE TABLE t (x);');
      raw.close();
      const reopened = createStore(older);
      expect(reopened.db.get('PRAGMA page_size')).toEqual({ page_size: 4096 });
      reopened.users.insert({ user_id: 'u', project_id: 'p', status: 'active', created_at: 1 });
      expect(reopened.users.get('p', 'u')?.status).toBe('active');
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
