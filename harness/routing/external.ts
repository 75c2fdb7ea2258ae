/**
 * What happens to requests for hosts that are neither the provider's nor this machine's:
 * `allow` lets them through (the app's own site, its CDNs, fonts); `block` aborts them and
 * lists them, so a test proves nothing leaves the machine.
 */
export type ExternalPolicy = 'allow' | 'block';

/**
 * The policy when none is given: `block` in CI (the `CI` variable that GitHub Actions, GitLab,
 * CircleCI and the rest set), so a run there proves nothing leaves the machine; `allow` on a
 * developer's machine, where the app's CDNs and fonts make the page look right.
 */
export function defaultExternalPolicy(env: NodeJS.ProcessEnv = process.env): ExternalPolicy {
  const ci = env.CI?.trim().toLowerCase();
  return ci && ci !== 'false' && ci !== '0' ? 'block' : 'allow';
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether `url` is on a host Stytch owns (`stytch.com` and its subdomains). Those outside the
 * routed list (the prebuilt UI's `public-assets.stytch.com` images, docs links) are aborted
 * under either policy, so a routed page never reaches Stytch itself.
 */
export function stytchOwned(url: string | URL): boolean {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  return host === 'stytch.com' || host.endsWith('.stytch.com');
}

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
