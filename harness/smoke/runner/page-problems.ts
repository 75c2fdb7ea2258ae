import type { ConsoleMessage, HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import type { PageProblem } from '../report/types';

// The browser asks every page for one; a page without it is no problem of the page.
const isFavicon = (url: string) => {
  try {
    return new URL(url).pathname === '/favicon.ico';
  } catch {
    return false;
  }
};

/** The fix for a Content-Security-Policy line of Chromium's console, when it names one. */
export function cspFix(text: string): string | undefined {
  const directive = /violates the following Content Security Policy directive: "([^"]+)"/.exec(
    text,
  )?.[1];
  // 'Refused to load the image 'https://…'' or 'Loading the image 'https://…' violates…'.
  const blocked = /'(https?:\/\/[^']+)'/.exec(text)?.[1];
  if (!directive) return undefined;
  const [name] = directive.split(/\s+/);
  let origin = '';
  try {
    origin = blocked ? new URL(blocked).origin : '';
  } catch {
    origin = '';
  }
  return origin
    ? `add ${origin} to ${name} in the page's Content-Security-Policy`
    : `allow it in ${name} of the page's Content-Security-Policy`;
}

function fromConsole(message: ConsoleMessage): PageProblem | undefined {
  if (message.type() !== 'error') return undefined;
  const text = message.text();
  if (/Content Security Policy/.test(text)) {
    const fix = cspFix(text);
    return { kind: 'csp', text, ...(fix ? { fix } : {}) };
  }
  // The failed request itself is reported as a page-load problem, with its URL.
  if (/^Failed to load resource/.test(text)) return undefined;
  return { kind: 'console', text };
}

/**
 * What went wrong on the page while a step ran, to show next to the step: the document or a
 * resource that did not load (a net error, an HTTP error status of the document), CSP
 * violations (with the directive to change), console errors and uncaught exceptions.
 */
export class PageProblems {
  private pending: PageProblem[] = [];

  constructor(page: Page) {
    page.on('console', (message: ConsoleMessage) => {
      const problem = fromConsole(message);
      if (problem) this.pending.push(problem);
    });
    page.on('pageerror', (error: unknown) => {
      const text = error instanceof Error ? error.message : String(error);
      this.pending.push({ kind: 'console', text: `uncaught: ${text}` });
    });
    page.on('requestfailed', (request: HTTPRequest) => {
      if (isFavicon(request.url())) return;
      const reason = request.failure()?.errorText ?? 'failed';
      // A scenario's own interception (a redirect caught) aborts nothing; a CSP block is
      // reported by its console line.
      if (reason === 'net::ERR_BLOCKED_BY_CLIENT' || reason === 'net::ERR_ABORTED') return;
      this.pending.push({
        kind: 'load',
        text: `${request.method()} ${request.url()}: ${reason}`,
        ...(request.isNavigationRequest() ? { fix: "the page's document did not load" } : {}),
      });
    });
    page.on('response', (response: HTTPResponse) => {
      const request = response.request();
      if (response.status() < 400 || !request.isNavigationRequest()) return;
      if (isFavicon(response.url())) return;
      this.pending.push({
        kind: 'load',
        text: `${request.method()} ${response.url()}: HTTP ${response.status()}`,
        ...(response.status() === 404 ? { fix: "check --url's path" } : {}),
      });
    });
  }

  /** The problems since the last call, each once. */
  take(): PageProblem[] {
    const taken = this.pending;
    this.pending = [];
    return taken;
  }
}
