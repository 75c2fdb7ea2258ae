/** Whether anything still answers at the URL (a refused connection means nothing listens). */
export async function isListening(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * A server-starting function that also records each started server's URL, so a test can
 * knock on every real port afterwards (used inside `vi.mock` factories).
 */
export function recordingStarts<A extends unknown[], S extends { url: string }>(
  start: (...args: A) => Promise<S>,
  urls: string[],
): (...args: A) => Promise<S> {
  return async (...args) => {
    const server = await start(...args);
    urls.push(server.url);
    return server;
  };
}
