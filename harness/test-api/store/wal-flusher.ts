import * as nodeFs from 'node:fs';

/** The calls the flusher makes, so tests can watch them. */
export interface FlusherFs {
  open(path: string, flags: string, callback: (error: Error | null, fd: number) => void): void;
  fsync(fd: number, callback: (error: Error | null) => void): void;
  close(fd: number, callback: (error: Error | null) => void): void;
}

export interface WalFlusher {
  /** Called after each commit: starts a flush unless one runs or one started recently. */
  afterCommit(): void;
  /** Closes the log's handle once no flush uses it; settles when it is closed. */
  close(): Promise<void>;
}

/** At most one flush per this many ms: enough to keep little of the log unsynced. */
export const WAL_FLUSH_INTERVAL_MS = 50;

/**
 * Syncs the write-ahead log to disk on a libuv thread while requests are served.
 *
 * With `synchronous = NORMAL` SQLite syncs the log only when it checkpoints, on the main
 * thread, and by then tens of megabytes wait in the OS cache: the sync alone stalled every
 * request for 30–45 ms each time. Flushed here as it grows, the checkpoint's own sync finds
 * little left to write. This only moves work off the main thread: SQLite still syncs at each
 * checkpoint, so what survives a crash is unchanged, and a failed flush is ignored for that
 * reason.
 */
export function createWalFlusher(
  walPath: string,
  fs: FlusherFs = nodeFs,
  now: () => number = Date.now,
): WalFlusher {
  let fd: number | null = null;
  let busy = false;
  let closed = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let settle = () => {};
  // Awaited by the test API's close(), so a caller may delete the file right after (Windows
  // refuses to delete a file that is still open).
  const handleClosed = new Promise<void>((resolve) => {
    settle = resolve;
  });

  /** Ends a flush (or an open); once closed, closes the handle. */
  const release = () => {
    busy = false;
    if (!closed) return;
    if (fd === null) {
      settle();
      return;
    }
    const open = fd;
    fd = null;
    fs.close(open, () => settle());
  };

  const flush = (open: number) => fs.fsync(open, () => release());

  return {
    afterCommit() {
      const started = now();
      if (busy || closed || started - lastStart < WAL_FLUSH_INTERVAL_MS) return;
      busy = true;
      lastStart = started;
      if (fd !== null) {
        flush(fd);
        return;
      }
      // Opened for writing too: some systems refuse to sync a read-only handle.
      fs.open(walPath, 'r+', (error, opened) => {
        // No log yet (nothing committed to it): try again after a later commit.
        if (error) return release();
        fd = opened;
        if (closed) release();
        else flush(opened);
      });
    },
    close() {
      closed = true;
      if (!busy) release();
      return handleClosed;
    },
  };
}
