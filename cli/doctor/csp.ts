// A Content-Security-Policy reader: enough of CSP Level 3 to say whether a URL may be loaded by
// a directive (fallbacks, 'self', schemes, host wildcards, ports, paths), for `doctor --url`.

export interface Policy {
  /** Where it came from: `header` or `<meta>`. */
  source: 'header' | 'meta';
  /** Directive name (lower case) → its source list as written. */
  directives: Map<string, string[]>;
}

/** Where a policy came from, as a fix names it. */
export function policyPlace(policy: Policy): string {
  return policy.source === 'header'
    ? 'the Content-Security-Policy header'
    : 'the <meta http-equiv="Content-Security-Policy"> tag';
}

export function parsePolicy(text: string, source: Policy['source']): Policy {
  const directives = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    // The first occurrence of a directive wins and browsers ignore later ones (CSP's parsing rule),
    // so doctor judges the policy the browser will enforce.
    if (!directives.has(key)) directives.set(key, values);
  }
  return { source, directives };
}

/** A header may hold several policies separated by commas; each applies. */
export function parseHeader(value: string): Policy[] {
  return value
    .split(',')
    .filter((text) => text.trim())
    .map((text) => parsePolicy(text, 'header'));
}

const FALLBACKS: Record<string, string[]> = {
  'script-src-elem': ['script-src-elem', 'script-src', 'default-src'],
  'connect-src': ['connect-src', 'default-src'],
  'frame-src': ['frame-src', 'child-src', 'default-src'],
  'style-src-elem': ['style-src-elem', 'style-src', 'default-src'],
};

/** The directive that governs `kind` in this policy (after fallbacks), or undefined: allowed. */
export function governing(
  policy: Policy,
  kind: string,
): { name: string; sources: string[] } | undefined {
  for (const name of FALLBACKS[kind] ?? [kind]) {
    const sources = policy.directives.get(name);
    if (sources) return { name, sources };
  }
  return undefined;
}

const DEFAULT_PORTS: Record<string, string> = {
  'http:': '80',
  'https:': '443',
  'ws:': '80',
  'wss:': '443',
};
const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|\*\.[^:/]+|[^:/*]+)(?::(\d+|\*))?(\/.*)?$/i;

/** Whether a scheme in a source allows the URL's (http allows its upgrade to https). */
const schemeAllows = (scheme: string, url: URL) =>
  scheme === url.protocol ||
  (scheme === 'http:' && url.protocol === 'https:') ||
  (scheme === 'ws:' && url.protocol === 'wss:');

export function sourceMatches(source: string, url: URL, page: URL): boolean {
  const s = source.toLowerCase();
  if (s === '*') return ['http:', 'https:', 'ws:', 'wss:', page.protocol].includes(url.protocol);
  if (s === "'self'") {
    return url.host === page.host && schemeAllows(page.protocol, url);
  }
  if (s.startsWith("'")) return false; // 'none', 'unsafe-inline', nonces, hashes
  if (/^[a-z][a-z0-9+.-]*:$/.test(s)) return schemeAllows(s, url);
  const parts = HOST_SOURCE.exec(s);
  if (!parts) return false;
  const [, scheme, host = '', port, path] = parts;
  if (scheme ? !schemeAllows(`${scheme}:`, url) : !schemeAllows(page.protocol, url)) return false;
  const hostname = url.hostname.toLowerCase();
  if (host.startsWith('*.')) {
    if (!hostname.endsWith(host.slice(1))) return false;
  } else if (host !== '*' && host !== hostname) {
    return false;
  }
  const urlPort = url.port || DEFAULT_PORTS[url.protocol] || '';
  // No port in the source: only the default port of the URL's scheme.
  if (port !== '*' && urlPort !== (port ?? DEFAULT_PORTS[url.protocol])) return false;
  if (path && path !== '/') {
    return path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path;
  }
  return true;
}

/** Whether `policy` lets `url` load as `kind`; the directive that decided, when one did. */
export function allows(
  policy: Policy,
  kind: string,
  url: URL,
  page: URL,
): { allowed: boolean; directive?: string } {
  const rule = governing(policy, kind);
  if (!rule) return { allowed: true };
  return {
    allowed: rule.sources.some((source) => sourceMatches(source, url, page)),
    directive: rule.name,
  };
}

/** The `content` of every `<meta http-equiv="Content-Security-Policy">` in a page. */
export function metaPolicies(html: string): string[] {
  const out: string[] = [];
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const attrs = new Map<string, string>();
    for (const m of tag.matchAll(/([a-z-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
      attrs.set((m[1] ?? '').toLowerCase(), m[3] ?? m[4] ?? m[5] ?? '');
    }
    if (attrs.get('http-equiv')?.toLowerCase() === 'content-security-policy') {
      out.push(decodeEntities(attrs.get('content') ?? ''));
    }
  }
  return out;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
