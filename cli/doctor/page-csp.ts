import { publicTokenKind } from '../../widget/config/public-token';
import type { ConfigFile } from '../../widget/config/schema';
import { allows, metaPolicies, type Policy, parseHeader, parsePolicy, policyPlace } from './csp';
import { apiTarget, effectiveApiUrl } from './environment';
import { failureReason } from './network';
import { checkPageSnippet, snippetScriptUrls } from './page-snippet';
import type { DoctorFetch, Finding } from './types';

// `--url <page>`: whether the page's Content-Security-Policy (headers and <meta>) lets the widget
// load its bundle, call its API and, with One Tap, reach Google. Styles need nothing: the
// widget's stylesheet is a constructed one, which style-src does not govern.

interface Need {
  kind: 'script-src-elem' | 'connect-src' | 'frame-src';
  url: string;
  what: string;
}

const GSI = 'https://accounts.google.com/gsi/';

function needs(
  config: ConfigFile,
  bundleUrls: readonly string[],
  loaderUrls: readonly string[],
): Need[] {
  const api = effectiveApiUrl(config).replace(/\/+$/, '');
  const list: Need[] = [
    ...loaderUrls.map((url) => ({
      kind: 'script-src-elem' as const,
      url,
      what: "the snippet's loader",
    })),
    ...bundleUrls.map((url) => ({
      kind: 'script-src-elem' as const,
      url,
      what: "the widget's bundle",
    })),
  ];
  list.push({ kind: 'connect-src', url: `${api}/sdk/v1/`, what: "the widget's API calls" });
  if (config.oauthOptions?.providers.some((provider) => provider.one_tap)) {
    const live = publicTokenKind(config.publicToken) === 'live';
    const services =
      apiTarget(config.apiUrl, live) === 'test-api'
        ? `${api}/clientside-services/`
        : 'https://js.stytch.com/clientside-services/';
    list.push(
      { kind: 'script-src-elem', url: `${GSI}client`, what: "Google One Tap's script" },
      { kind: 'frame-src', url: GSI, what: "Google One Tap's frame" },
      { kind: 'connect-src', url: GSI, what: "Google One Tap's calls" },
      { kind: 'frame-src', url: services, what: "Stytch's client-side services frame (One Tap)" },
    );
  }
  return list;
}

/** The directive to edit: the need's own, which the policy may now leave to a fallback. */
function directiveToChange(kind: Need['kind'], decided: string | undefined): string {
  if (decided === 'script-src-elem') return decided;
  const own = kind === 'script-src-elem' ? 'script-src' : kind;
  return decided && decided !== own ? `${own} (now ${decided} decides)` : own;
}

/** The origin (or, for Google, the path) to add to a directive. */
const sourceFor = (url: URL) => (url.hostname === 'accounts.google.com' ? GSI : url.origin);

export async function checkPageCsp(
  pageUrl: string,
  config: ConfigFile,
  bundleUrls: readonly string[],
  fetcher: DoctorFetch,
  loaderUrls: readonly string[] = [],
): Promise<Finding[]> {
  let res: Response;
  try {
    res = await fetcher(pageUrl);
  } catch (error) {
    const cause = failureReason(error);
    return [
      {
        check: 'csp',
        level: 'error',
        message: `the page ${pageUrl} is unreachable (${cause})`,
        fix: 'Start your app and pass the address of the page that shows the widget.',
      },
    ];
  }
  // An error page has no widget to check: its policy says nothing about the page that ships.
  if (!res.ok) {
    return [
      {
        check: 'csp',
        level: 'error',
        message: `the page ${pageUrl} answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}, not the page with the widget`,
        fix: 'Pass the address of the page that shows the widget (check the path), with your app running.',
      },
    ];
  }
  const page = new URL(res.url || pageUrl);
  const header = res.headers.get('content-security-policy');
  const html = (res.headers.get('content-type') ?? '').includes('html') ? await res.text() : '';
  const policies: Policy[] = [
    ...(header ? parseHeader(header) : []),
    ...metaPolicies(html).map((text) => parsePolicy(text, 'meta')),
  ];
  const snippet = html ? checkPageSnippet(html, page, policies, config) : [];
  if (!policies.length) {
    return [
      {
        check: 'csp',
        level: 'ok',
        message: `${page.href} sends no Content-Security-Policy: nothing blocks the widget`,
      },
      ...snippet,
    ];
  }
  const findings: Finding[] = [...snippet];
  const onPage = snippetScriptUrls(html, page);
  const unique = (urls: readonly string[]) => [...new Set(urls)];
  for (const need of needs(
    config,
    unique([...bundleUrls, ...onPage.bundles]),
    unique([...loaderUrls, ...onPage.loaders]),
  )) {
    const url = new URL(need.url, page);
    const blockers = policies
      .map((policy) => ({ policy, verdict: allows(policy, need.kind, url, page) }))
      .filter(({ verdict }) => !verdict.allowed);
    for (const { policy, verdict } of blockers) {
      const where = policyPlace(policy);
      findings.push({
        check: 'csp',
        level: 'error',
        message: `${verdict.directive} in ${where} of ${page.origin} blocks ${need.what} (${url.href})`,
        fix: `Add ${sourceFor(url)} to ${directiveToChange(need.kind, verdict.directive)} in ${where}.`,
      });
    }
    if (!blockers.length) {
      findings.push({
        check: 'csp',
        level: 'ok',
        message: `the policy lets ${need.what} through (${url.origin})`,
      });
    }
  }
  const directives = policies.flatMap((policy) => [...policy.directives.keys()]);
  if (directives.some((name) => name.startsWith('style-src'))) {
    findings.push({
      check: 'csp',
      level: 'info',
      message:
        'style-src needs nothing for the widget: its styles are constructed stylesheets, which style-src does not govern',
    });
  }
  if (directives.includes('require-trusted-types-for')) {
    findings.push({
      check: 'csp',
      level: 'info',
      message: 'require-trusted-types-for is fine: the widget never assigns HTML strings',
    });
  }
  return findings;
}
