import type { Page } from 'puppeteer-core';
import { UserError } from '../../shared/user-error';

/**
 * What the app shows once a login is done (`--logged-in`): an element (a CSS selector) or an
 * address (a path starting with `/`, or a full http(s) URL; `*` matches any run of characters,
 * and a path is matched on the path alone, a URL on the whole address without its query).
 */
export type LoggedInState =
  | { kind: 'selector'; selector: string; source: string }
  | { kind: 'url'; pattern: RegExp; source: string };

/** The session cookies the official SDK sets on the app's origin after a login. */
export const APP_SESSION_COOKIES = ['stytch_session', 'stytch_session_jwt'] as const;

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Reads `--logged-in`: a path or URL is an address pattern, anything else a CSS selector. */
export function parseLoggedIn(value: string): LoggedInState {
  const source = value.trim();
  if (!source) {
    throw new UserError(
      "--logged-in needs what the app shows once logged in: a CSS selector ('#account') or a path ('/dashboard*')",
    );
  }
  if (source.startsWith('/') || /^https?:\/\//i.test(source)) {
    const glob = escapeRegExp(source).replace(/\*/g, '.*');
    return { kind: 'url', pattern: new RegExp(`^${glob}$`), source };
  }
  return { kind: 'selector', selector: source, source };
}

/** Whether an address matches a URL pattern: a path pattern sees the path only. */
export function matchesAddress(state: LoggedInState & { kind: 'url' }, address: string): boolean {
  const url = new URL(address);
  const seen = state.source.startsWith('/') ? url.pathname : `${url.origin}${url.pathname}`;
  return state.pattern.test(seen);
}

/**
 * Waits until the app shows its logged-in state, then checks the SDK's session cookies. The
 * app may navigate on (to its home page) meanwhile, so the address is read from the browser's
 * side and a selector is waited for on whatever page is there.
 */
export async function waitForLoggedIn(
  page: Page,
  state: LoggedInState,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (state.kind === 'url' ? matchesAddress(state, page.url()) : await shows(page, state)) break;
    if (Date.now() > deadline) {
      throw new Error(
        `The app did not reach its logged-in state (--logged-in ${state.source}); the browser is at ${page.url()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await expectAppSessionCookies(page);
}

async function shows(page: Page, state: LoggedInState & { kind: 'selector' }): Promise<boolean> {
  // A page being replaced has no document to ask: not there yet.
  return page
    .evaluate((selector) => document.querySelector(selector) !== null, state.selector)
    .catch(() => false);
}

/** Throws unless both of the official SDK's session cookies are set for the page. */
export async function expectAppSessionCookies(page: Page): Promise<void> {
  const cookies = await page.cookies();
  const missing = APP_SESSION_COOKIES.filter(
    (name) => !cookies.some((cookie) => cookie.name === name && cookie.value),
  );
  if (missing.length) {
    throw new Error(`Logged in, but the page has no ${missing.join(' or ')} cookie`);
  }
}
