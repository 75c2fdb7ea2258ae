import type { Page } from 'puppeteer-core';
import { INJECT_STATUS_GLOBAL } from './content-script';

/** A `securitypolicyviolation` event, as the page saw it. */
export interface PolicyViolation {
  effectiveDirective: string;
  violatedDirective: string;
  blockedURI: string;
  originalPolicy: string;
  disposition: string;
}

interface InjectStatus {
  state: string;
  message?: string;
}

/** What a page under test said about being blocked, gathered while a scenario runs. */
export interface BlockedWidgetRecord {
  violations: PolicyViolation[];
  /** Chromium's console lines about CSP ("… violates the following Content Security Policy directive …"), mixed content and private network access. */
  securityLines: string[];
  /** The Content-Security-Policy headers of the customer page's documents, by URL. */
  policyHeaders: Map<string, string>;
}

const BINDING = '__stytchWidgetSmokeViolation';

/**
 * Listens, from the page's first document on, for everything that can block the widget on a
 * customer's page: CSP violation events (with the directive), Chromium's console lines about
 * CSP and mixed content, and the CSP header of each document of `pageOrigin`.
 */
export async function watchForBlocking(
  page: Page,
  pageOrigin: string,
): Promise<BlockedWidgetRecord> {
  const record: BlockedWidgetRecord = {
    violations: [],
    securityLines: [],
    policyHeaders: new Map(),
  };
  await page.exposeFunction(BINDING, (violation: PolicyViolation) => {
    record.violations.push(violation);
  });
  await page.evaluateOnNewDocument(`document.addEventListener('securitypolicyviolation', (e) => {
  window.${BINDING}?.({ effectiveDirective: e.effectiveDirective, violatedDirective: e.violatedDirective, blockedURI: e.blockedURI, originalPolicy: e.originalPolicy, disposition: e.disposition });
}, true);`);
  page.on('console', (message) => {
    const text = message.text();
    if (isSecurityLine(text)) record.securityLines.push(text);
  });
  page.on('response', (response) => {
    if (!response.request().isNavigationRequest()) return;
    const url = response.url();
    if (!url.startsWith(pageOrigin)) return;
    const policy = response.headers()['content-security-policy'];
    if (policy) record.policyHeaders.set(url, policy);
  });
  return record;
}

/** Chromium's console lines that mean a CSP, mixed-content or private-network block. */
export function isSecurityLine(text: string): boolean {
  return (
    text.includes('Content Security Policy directive') ||
    text.startsWith('Mixed Content:') ||
    text.includes('address space')
  );
}

/** Whether the URL is one of the widget's own (its bundle, its API). */
function isWidgetUrl(url: string, widgetOrigins: readonly string[]): boolean {
  return widgetOrigins.some((origin) => url.startsWith(origin));
}

/**
 * Why the widget was blocked on the customer's page, in words for the report, or undefined
 * when nothing blocked it: the CSP directive and the header that holds it, a mixed-content
 * block, a selector with no element, or a bundle that did not load.
 */
export function explainBlocking(
  record: BlockedWidgetRecord,
  widgetOrigins: readonly string[],
  injectStatus?: InjectStatus,
): string | undefined {
  const reasons: string[] = [];
  // One reason per blocked URL: Chromium's line names the directive with its sources, the
  // event (also fired where no line is logged) the directive and the whole policy.
  const seen = new Set<string>();
  for (const line of record.securityLines) {
    const refused = /'([^']+)'.*?Content Security Policy directive: "([^"]+)"/s.exec(line);
    if (refused?.[1] && refused[2]) {
      if (!isWidgetUrl(refused[1], widgetOrigins) || seen.has(refused[1])) continue;
      seen.add(refused[1]);
      reasons.push(`CSP blocked the widget: the directive "${refused[2]}" refused ${refused[1]}.`);
    } else if (line.includes('address space') && widgetOrigins.some((o) => line.includes(o))) {
      reasons.push(
        `Private Network Access blocked the widget: ${line} An http:// page on another machine's address cannot load from this machine's loopback in Chromium: test the page over https (the run grants it local network access), or serve the harness on an address of the page's network with --host.`,
      );
    } else if (line.startsWith('Mixed Content:') && widgetOrigins.some((o) => line.includes(o))) {
      reasons.push(
        `Mixed content blocked the widget: ${line} Serve the harness over a loopback address (no --host, or --host 127.0.0.1), which Chromium treats as secure, or test an http:// page.`,
      );
    }
  }
  for (const violation of record.violations) {
    const url = violation.blockedURI;
    if (violation.disposition === 'report' || !isWidgetUrl(url, widgetOrigins)) continue;
    if (seen.has(url)) continue;
    seen.add(url);
    reasons.push(
      `CSP blocked the widget: the directive "${violation.effectiveDirective}" of the policy "${violation.originalPolicy}" refused ${url}.`,
    );
  }
  if (reasons.some((reason) => reason.startsWith('CSP'))) {
    const headers = [...record.policyHeaders].map(
      ([url, policy]) => `Content-Security-Policy of ${url}: ${policy}`,
    );
    reasons.push(
      ...(headers.length
        ? headers
        : ['No Content-Security-Policy header: the policy comes from a <meta http-equiv> tag.']),
      `Allow the widget's origins (${widgetOrigins.join(', ')}) in those directives for this test, or run it against a page whose policy lists them.`,
    );
  }
  // Still waiting for the selector, given up on it, or a bundle that failed without a CSP line.
  if (!reasons.length && injectStatus?.message && injectStatus.state !== 'mounted') {
    reasons.push(`The widget could not be injected: ${injectStatus.message}.`);
  }
  return reasons.length ? reasons.join('\n    ') : undefined;
}

/** The content script's own account of its state on this page (none on another origin). */
export async function readInjectStatus(page: Page): Promise<InjectStatus | undefined> {
  return page
    .evaluate(
      (name) => (window as unknown as Record<string, InjectStatus | undefined>)[name],
      INJECT_STATUS_GLOBAL,
    )
    .catch(() => undefined);
}
