import type { IncomingHttpHeaders } from 'node:http';
import { networkInterfaces } from 'node:os';

// DNS rebinding: a web page can point its own name at 127.0.0.1 and then read a local server as
// same-origin. The browser still sends that name in `Host`, so the local servers answer only
// loopback names and addresses, their own address, and hosts the user allowed (`--allowed-host`).

/** Bind addresses that mean "every interface". */
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** The host name of a `Host` header, lower case, without port, brackets kept for IPv6. */
export function hostName(header: string): string {
  const value = header.trim().toLowerCase();
  const name = value.startsWith('[')
    ? value.slice(0, value.indexOf(']') + 1)
    : value.replace(/:\d*$/, '');
  // `localhost.` is the same name as `localhost`.
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

function isLoopback(name: string): boolean {
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/** The form a `Host` header carries, without port: `[::1]` for `::1`, `app.test` for `app.test:3000`. */
const asHostForm = (host: string): string => {
  const value = host.trim().toLowerCase();
  // Two colons or more outside brackets: a bare IPv6 address, never a name with a port.
  return /:.*:/.test(value) && !value.startsWith('[') ? `[${value}]` : hostName(value);
};

/**
 * The host names a server answers besides loopback: the user's (`.example.com` also allows its
 * subdomains, as Vite does), plus the server's own address when it is bound to one, or this
 * machine's addresses when it is bound to every interface.
 */
export function ownAndAllowedHosts(
  allowed: readonly string[] = [],
  bound: readonly (string | undefined)[] = [],
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): string[] {
  const hosts = allowed.map(asHostForm);
  for (const host of bound) {
    if (!host) continue;
    if (!WILDCARDS.has(host)) {
      hosts.push(asHostForm(host));
      continue;
    }
    for (const entry of Object.values(interfaces).flat()) {
      if (entry) hosts.push(asHostForm(entry.address));
    }
  }
  return [...new Set(hosts)];
}

/** Whether a request may be answered; a request without `Host` (HTTP/1.0) comes from no page. */
export function isAllowedHost(headers: IncomingHttpHeaders, allowed: readonly string[]): boolean {
  const header = headers.host;
  if (header === undefined) return true;
  const name = hostName(header);
  if (isLoopback(name)) return true;
  return allowed.some((host) =>
    host.startsWith('.') ? name === host.slice(1) || name.endsWith(host) : name === host,
  );
}

/** The 403 message: which host, why, and the flag (or option) that allows it. */
export function hostRefusal(header: string | undefined): string {
  const name = hostName(header ?? '').slice(0, 100);
  return `Host "${name}" is not allowed: this local server answers only localhost, 127.0.0.1 and [::1] (a page on another name could read it through DNS rebinding). If you reach it under that name on purpose, pass --allowed-host ${name} (allowedHosts: ['${name}'] in the API).`;
}
