// A reader that stops early (`stytch-widget smoke --help | head -1`, a pager quit) closes the
// pipe; the next write then fails with EPIPE, which Node throws as an unhandled 'error' event and
// prints as a crash. Output nobody reads any more is no error: the command goes on and ends with
// its own exit code (a failing `validate | head` still fails), its later output dropped.

const GONE = new Set(['EPIPE', 'ERR_STREAM_DESTROYED']);

/** Drops `stream`'s output once its reader has gone away, instead of crashing. */
export function ignoreClosedPipe(stream: NodeJS.WritableStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (!error.code || !GONE.has(error.code)) throw error;
  });
}
