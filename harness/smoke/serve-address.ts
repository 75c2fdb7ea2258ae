import { networkInterfaces } from 'node:os';
import { UserError } from '../shared/user-error';
import { DEFAULT_ALLOWED_ORIGINS } from '../test-api';
import { providerHostOf } from '../test-api/client';

/** What the run's servers bind, and the host name the browser is told to use. */
export interface ServeAddress {
  bind: string;
  /** The host in the URLs the browser opens (never a wildcard). */
  advertise: string;
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * `--host`: none binds loopback and advertises `localhost` (WebAuthn and the SDK's cookies need
 * it); an address binds and advertises that address; a wildcard (0.0.0.0, ::) binds every
 * interface and advertises this machine's first external IPv4 address, which a browser on
 * another machine or in a container can reach.
 */
export function serveAddress(
  host: string | undefined,
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): ServeAddress {
  if (!host) return { bind: '127.0.0.1', advertise: 'localhost' };
  const bind = host.replace(/^\[(.*)\]$/, '$1');
  if (!WILDCARDS.has(host)) return { bind, advertise: bind };
  const external = Object.values(interfaces)
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
  return { bind, advertise: external?.address ?? 'localhost' };
}

/** `http://host:port`, IPv6 hosts in brackets. */
export function httpOrigin(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Host names that mean this machine's loopback. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The test API's share of `--host`, `--url`, `--no-inject` and `--no-route`: the address it
 * binds, the origins whose pages may call it (the harness's own, the advertised host's, the
 * customer's page's), and with `--no-inject` the port when the page's own widget calls a local
 * `apiUrl`: the run's API must answer there. A page that calls the provider's hosts (no
 * `apiUrl`) is answered through routing, on any port.
 */
export function testApiReach(options: {
  host?: string;
  url?: string;
  inject?: boolean;
  /** Whether the provider's hosts are answered by the run's API (default on with `url`). */
  route?: boolean;
  /** The config file's own `apiUrl`, before the run points it at its API. */
  configApiUrl?: string;
}): {
  host: string;
  allowedOrigins: string[];
  /** Set with `--no-inject`: the port of the config's `apiUrl`. */
  port?: number;
  /** The API's URL as the browser must use it. */
  advertisedUrl(port: number): string;
} {
  const address = serveAddress(options.host);
  const allowedOrigins = [...DEFAULT_ALLOWED_ORIGINS];
  const advertised = httpOrigin(address.advertise, 0).replace(/:0$/, ':*');
  if (!allowedOrigins.includes(advertised)) allowedOrigins.push(advertised);
  if (options.url) allowedOrigins.push(new URL(options.url).origin);
  return {
    host: address.bind,
    allowedOrigins,
    ...(options.url && options.inject === false
      ? portOf(embeddedApiPort(options.configApiUrl, address, options.route !== false))
      : {}),
    // Without --host the API keeps the address it has always had in the config (127.0.0.1).
    advertisedUrl: (port) => httpOrigin(options.host ? address.advertise : address.bind, port),
  };
}

const portOf = (port: number | undefined) => (port === undefined ? {} : { port });

/**
 * The port a page that embeds the widget itself calls: its config's local `apiUrl`. Routed,
 * a page with no `apiUrl` (or the provider's own) calls the provider's hosts: any port serves.
 */
function embeddedApiPort(
  apiUrl: string | undefined,
  address: ServeAddress,
  routed: boolean,
): number | undefined {
  if (routed && (!apiUrl || providerHostOf(apiUrl))) return undefined;
  const fix = routed
    ? "--no-inject tests the widget the page already embeds, which must call the provider's hosts (no apiUrl) or this run's test API: build the page from a config with no apiUrl, or with an apiUrl on this machine (e.g. http://localhost:4010), and pass that config with --config"
    : "--no-route sends the page's calls to their real hosts, so the widget the page embeds must call this run's test API itself: give the config an apiUrl on this machine (e.g. http://localhost:4010), build the page from that config, and pass it with --config (or drop --no-route)";
  if (!apiUrl) throw new UserError(`${fix}; the config has no apiUrl.`);
  const parsed = new URL(apiUrl);
  const local = LOOPBACK.has(parsed.hostname) || parsed.hostname === address.advertise;
  if (parsed.protocol !== 'http:' || !local || !parsed.port) {
    throw new UserError(`${fix}; its apiUrl is ${apiUrl}.`);
  }
  return Number(parsed.port);
}
