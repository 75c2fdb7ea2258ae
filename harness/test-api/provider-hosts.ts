// The Stytch hosts the official browser SDK calls, and how each maps to a test API, so a
// page built for the real provider can be answered by this one. Pure data: the harness's
// browser, the `stytch-widget/testing` helpers and the extension read the same list.

/**
 * `test-api`: the request goes to the test API at the same path and query (the test API serves
 * Stytch's paths as they are). `no-content`: answered 204 on the spot; the test API has no
 * counterpart and the SDK ignores the answer.
 */
export type ProviderHostAnswer = 'test-api' | 'no-content';

export interface ProviderHost {
  host: string;
  answer: ProviderHostAnswer;
  /** What the SDK calls there, for reports and docs. */
  role: string;
}

export const PROVIDER_HOSTS: readonly ProviderHost[] = [
  { host: 'test.stytch.com', answer: 'test-api', role: 'API for test public tokens (5.x, 6.x)' },
  { host: 'api.stytch.com', answer: 'test-api', role: 'API for live public tokens (5.x, 6.x)' },
  { host: 'web.stytch.com', answer: 'test-api', role: 'API of the 4.x SDK' },
  {
    host: 'js.stytch.com',
    answer: 'test-api',
    role: 'client-side services iframe (/clientside-services/index.html and its /rpc calls), and /stytch.js, the SDK of script-tag apps',
  },
  {
    host: 'elements.stytch.com',
    answer: 'test-api',
    // The test API's bootstrap turns device fingerprinting off, so the SDK never loads it; a
    // page that does anyway gets the test API's 404, which names the path.
    role: "device-fingerprinting script (/telemetry.js), loaded only when the project's bootstrap enables it",
  },
  {
    host: 'telemetry.stytch.com',
    answer: 'no-content',
    role: 'device-fingerprinting submissions (/submit)',
  },
];

const BY_HOST = new Map(PROVIDER_HOSTS.map((entry) => [entry.host, entry]));

/** The provider host a URL points at, or undefined for any other host (or scheme). */
export function providerHostOf(url: string | URL): ProviderHost | undefined {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  return BY_HOST.get(parsed.hostname.toLowerCase());
}

/**
 * Where a request to a provider host goes on the test API at `testApiUrl` (same path and
 * query), or undefined when the URL is no provider host's or is answered on the spot.
 */
export function testApiUrlFor(url: string | URL, testApiUrl: string): string | undefined {
  const parsed = typeof url === 'string' ? safeUrl(url) : url;
  if (!parsed) return undefined;
  const entry = providerHostOf(parsed);
  if (entry?.answer !== 'test-api') return undefined;
  const base = new URL(testApiUrl);
  // A test API mounted under a path prefix keeps it; Stytch's path follows.
  const prefix = base.pathname.replace(/\/+$/, '');
  return `${base.origin}${prefix}${parsed.pathname}${parsed.search}`;
}

function safeUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
