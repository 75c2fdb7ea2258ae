import { publicTokenKind, publicTokenProblem } from '../../widget/config/public-token';
import type { ConfigFile } from '../../widget/config/schema';
import type { Finding } from './types';

// Which API the widget will call and whether the public token belongs there: the SDK sends
// test tokens to https://test.stytch.com and live tokens to https://api.stytch.com unless
// `apiUrl` points it elsewhere (a local test API, which refuses live tokens).

export const STYTCH_TEST_API = 'https://test.stytch.com';
export const STYTCH_LIVE_API = 'https://api.stytch.com';

export type ApiTarget = 'test-api' | 'stytch-test' | 'stytch-live';

export function apiTarget(apiUrl: string | undefined, live: boolean): ApiTarget {
  if (!apiUrl) return live ? 'stytch-live' : 'stytch-test';
  const host = new URL(apiUrl).hostname.toLowerCase();
  if (host === 'test.stytch.com') return 'stytch-test';
  if (host === 'api.stytch.com' || host.endsWith('.stytch.com')) return 'stytch-live';
  return 'test-api';
}

/** The API the widget's calls go to (what connect-src must allow). */
export function effectiveApiUrl(config: Pick<ConfigFile, 'apiUrl' | 'publicToken'>): string {
  if (config.apiUrl) return config.apiUrl;
  return publicTokenKind(config.publicToken) === 'live' ? STYTCH_LIVE_API : STYTCH_TEST_API;
}

const isLoopback = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host);

export function checkEnvironment(config: ConfigFile, pageUrl?: string): Finding[] {
  // The config check (the widget's own token rule) runs first; this guards direct callers.
  const kind = publicTokenKind(config.publicToken);
  const live = kind === 'live';
  const test = kind === 'test';
  if (!kind) {
    return [
      {
        check: 'environment',
        level: 'error',
        message: `publicToken: ${publicTokenProblem(config.publicToken)}`,
        fix: "Copy the public token from Stytch's dashboard (Project settings → API keys) into publicToken.",
      },
    ];
  }
  const target = apiTarget(config.apiUrl, live);
  const api = effectiveApiUrl(config);
  if (live && target === 'test-api') {
    return [
      {
        check: 'environment',
        level: 'error',
        message: `a live public token (public-token-live-…) against the test API at ${api}: the test API refuses live tokens`,
        fix: "Use your project's public-token-test-… token while apiUrl points at the test API, or remove apiUrl to use Stytch's live API.",
      },
    ];
  }
  if (live && target === 'stytch-test') {
    return [
      {
        check: 'environment',
        level: 'error',
        message: `a live public token against Stytch's test API (${api})`,
        fix: 'Remove apiUrl: the SDK sends live tokens to https://api.stytch.com.',
      },
    ];
  }
  if (test && target === 'stytch-live') {
    return [
      {
        check: 'environment',
        level: 'error',
        message: `a test public token (public-token-test-…) against Stytch's production API (${api})`,
        fix: 'Remove apiUrl (the SDK sends test tokens to https://test.stytch.com), or use your public-token-live-… token for production.',
      },
    ];
  }
  const findings: Finding[] = [
    {
      check: 'environment',
      level: 'ok',
      message: `${live ? 'live' : 'test'} public token → ${api}${target === 'test-api' ? ' (a test API)' : ''}`,
    },
  ];
  if (test && pageUrl) {
    const page = new URL(pageUrl);
    if (!isLoopback(page.hostname.toLowerCase()) && target === 'stytch-test') {
      findings.push({
        check: 'environment',
        level: 'warning',
        message: `${page.origin} is not a local page but the widget uses a test token: people log into your Stytch test project`,
        fix: 'For production, use your public-token-live-… token (a separate config, e.g. per environment).',
      });
    }
  }
  return findings;
}
