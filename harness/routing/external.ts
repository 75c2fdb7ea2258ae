/**
 * What happens to requests for hosts that are neither the provider's nor this machine's:
 * `allow` lets them through (the app's own site, its CDNs, fonts); `block` aborts them and
 * lists them, so a test proves nothing leaves the machine.
 */
export type ExternalPolicy = 'allow' | 'block';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether `url` may load under `block`: this machine (loopback names, `*.localhost`), the
 * hosts given (the page's own), and anything that is not a network request (data:, blob:).
 */
export function keptUnderBlock(url: string, keepHosts: readonly string[] = []): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return true;
  }
  if (
    parsed.protocol !== 'http:' &&
    parsed.protocol !== 'https:' &&
    parsed.protocol !== 'ws:' &&
    parsed.protocol !== 'wss:'
  ) {
    return true;
  }
  const host = parsed.hostname.toLowerCase();
  if (LOOPBACK.has(host) || host.endsWith('.localhost')) return true;
  return keepHosts.some((kept) => kept.toLowerCase() === host);
}
