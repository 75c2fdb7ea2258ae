import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from './index';
import { createWalFlusher, type FlusherFs, WAL_FLUSH_INTERVAL_MS } from './wal-flusher';

/**
 * A file system whose calls wait until the test answers them; the first `missingOpens` opens
 * find no log.
 */
function heldFs(missingOpens = 0) {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  let opens = 0;
  const fs: FlusherFs = {
    open(path, flags, callback) {
      calls.push(`open ${path} ${flags}`);
      const missing = ++opens <= missingOpens;
      pending.push(() => callback(missing ? new Error(`ENOENT: ${path}`) : null, 7));
    },
    fsync(fd, callback) {
      calls.push(`fsync ${fd}`);
      pending.push(() => callback(null));
    },
    close(fd, callback) {
      calls.push(`close ${fd}`);
      callback(null);
    },
  };
  /** Answers the calls made so far (not those the answers make). */
  const answer = () => {
    for (const reply of pending.splice(0)) reply();
  };
  return { fs, calls, answer };
}

describe('createWalFlusher', () => {
  it('syncs the log after a commit, one sync at a time, at most once per interval', () => {
    let clock = 1_000;
    const { fs, calls, answer } = heldFs();
    const flusher = createWalFlusher('/data/db.sqlite-wal', fs, () => clock);
    flusher.afterCommit();
    answer();
    expect(calls).toEqual(['open /data/db.sqlite-wal r+', 'fsync 7']);
    flusher.afterCommit(); // the sync still runs
    expect(calls).toHaveLength(2);
    answer();
    flusher.afterCommit(); // done, but within the interval
    expect(calls).toHaveLength(2);
    clock += WAL_FLUSH_INTERVAL_MS;
    flusher.afterCommit();
    answer();
    expect(calls).toEqual(['open /data/db.sqlite-wal r+', 'fsync 7', 'fsync 7']);
  });

  it('closes the handle only once a running sync has finished, and says when', async () => {
    const { fs, calls, answer } = heldFs();
    const flusher = createWalFlusher('/data/db.sqlite-wal', fs, () => 0);
    flusher.afterCommit();
    answer(); // opened; the sync is now held
    let settled = false;
    const closing = flusher.close().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(calls).toEqual(['open /data/db.sqlite-wal r+', 'fsync 7']);
    expect(settled).toBe(false);
    answer();
    await closing;
    expect(calls.at(-1)).toBe('close 7');
    flusher.afterCommit();
    expect(calls).toHaveLength(3);
  });

  it('settles at once when it never opened the log', async () => {
    const { fs, calls } = heldFs();
    await createWalFlusher('/data/db.sqlite-wal', fs, () => 0).close();
    expect(calls).toEqual([]);
  });

  it('tries again after a later commit when the log does not exist yet', async () => {
    let clock = 0;
    const { fs, calls, answer } = heldFs(1);
    const flusher = createWalFlusher('/data/db.sqlite-wal', fs, () => clock);
    flusher.afterCommit();
    answer();
    clock += WAL_FLUSH_INTERVAL_MS;
    flusher.afterCommit();
    answer();
    answer();
    await flusher.close();
    expect(calls).toEqual([
      'open /data/db.sqlite-wal r+',
      'open /data/db.sqlite-wal r+',
      'fsync 7',
      'close 7',
    ]);
  });
});

describe('a file-backed store', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** The descriptors this process holds open on files under `dir` (Linux's /proc). */
  const openUnder = (path: string) =>
    readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).startsWith(path);
      } catch {
        return false;
      }
    });

  it.runIf(process.platform === 'linux')(
    'holds a handle on its log after a commit and none once its close settles',
    async () => {
      dir = mkdtempSync(join(tmpdir(), 'wal-flusher-'));
      const store = createStore(join(dir, 'store.sqlite'));
      store.outbox.insert({
        id: 'message-1',
        project_id: 'project-test-1',
        channel: 'email',
        to_address: 'a@example.com',
        kind: 'otp',
        code: '123456',
        link: null,
        login_link: null,
        token: null,
        subject: 'Code',
        body: '123456',
        sent_at: 1,
      });
      await store.db.committed();
      // The commit's flush opens the log beside SQLite's own handle.
      await vi.waitFor(() => expect(openUnder(join(dir, 'store.sqlite-wal'))).toHaveLength(2));
      await store.close();
      expect(openUnder(dir)).toEqual([]);
    },
  );
});
