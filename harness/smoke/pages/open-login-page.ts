import type { HTTPResponse, Page } from 'puppeteer-core';
import type { StringId } from '../../../widget/i18n/en';
import {
  type AccessibleControl,
  accessibleControls,
  describeControls,
} from './accessible-controls';
import { OFFICIAL_MAJORS, OFFICIAL_UI, type OfficialUiId } from './official-ui-names';
import { englishText, placeholderValue, type UiText } from './ui-text';

/**
 * How long a loaded page may take to show a login form the page objects know before the run
 * says it does not recognise the page: long enough for a single-page app to render (the
 * official UI's 6.x draws on its second mount), far under the step timeout.
 */
export const RECOGNISE_MS = 6_000;

/** The first things a login form shows, by which the page objects recognise one. */
const ENTRY_POINTS: readonly StringId[] = [
  'email.label',
  'email.submit',
  'main.tabs.email',
  'main.tabs.sms',
  'main.tabs.whatsapp',
  'phone.label',
  'phone.submitSms',
  'phone.submitWhatsapp',
  'passwords.password',
  'passkeys.login',
  'oauth.continueWith',
];

// The role each entry point has in the widget (the official UI's are in its table).
const WIDGET_ROLES: Record<string, string> = {
  'email.label': 'textbox',
  'phone.label': 'textbox',
  'passwords.password': 'textbox',
  'main.tabs.email': 'tab',
  'main.tabs.sms': 'tab',
  'main.tabs.whatsapp': 'tab',
};

/** One thing looked for: a role and a name, or a name template ('Continue with {provider}'). */
interface Wanted {
  role: string;
  name: string;
}

/** What the page objects look for, by UI: this widget (in its language), then each major. */
export function recognisedEntryPoints(t: UiText = englishText): { ui: string; wanted: Wanted[] }[] {
  const widget = ENTRY_POINTS.map((id) => ({ role: WIDGET_ROLES[id] ?? 'button', name: t(id) }));
  const official = OFFICIAL_MAJORS.map((major) => ({
    ui: `Stytch's prebuilt UI ${major}.x`,
    wanted: ENTRY_POINTS.flatMap((id) => {
      const element = OFFICIAL_UI[id as OfficialUiId];
      const name = element?.names[major];
      return element && name ? [{ role: element.role, name }] : [];
    }),
  }));
  return [{ ui: 'this widget', wanted: widget }, ...official];
}

const matches = (control: AccessibleControl, wanted: Wanted) =>
  control.role === wanted.role &&
  (control.name === wanted.name ||
    (wanted.name.includes('{') && placeholderValue(wanted.name, control.name) !== undefined));

/** The page's document answered with an error status, or did not load at all. */
export class LoginPageNotLoadedError extends Error {
  override name = 'LoginPageNotLoadedError';
}

/** The page loaded but shows nothing the page objects recognise as a login form. */
export class LoginFormNotFoundError extends Error {
  override name = 'LoginFormNotFoundError';
}

// Chromium's net errors a person can act on, and what to do.
const NET_ERROR_FIXES: Record<string, string> = {
  ERR_CONNECTION_REFUSED: "nothing listens there: start the app's server, or check --url's port",
  ERR_NAME_NOT_RESOLVED: "the host name does not resolve: check --url's host",
  ERR_EMPTY_RESPONSE:
    "the server closed the connection without an answer: check the app's server log",
  ERR_CONNECTION_RESET: "the server reset the connection: check the app's server log",
  ERR_CONNECTION_CLOSED: "the server closed the connection: check the app's server log",
  ERR_CERT_AUTHORITY_INVALID:
    'the certificate is not trusted: use http://localhost, or a trusted certificate',
  ERR_CERT_COMMON_NAME_INVALID: "the certificate does not name this host: check --url's host",
  ERR_TOO_MANY_REDIRECTS: 'the page redirects in a loop (often a login redirect without a session)',
  ERR_ADDRESS_UNREACHABLE: 'the address cannot be reached from this machine',
  ERR_TIMED_OUT: 'the server did not answer in time',
};

/** `net::ERR_CONNECTION_REFUSED` and its fix, from Puppeteer's navigation error. */
export function explainNetError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const code = /net::(ERR_[A-Z_]+)/.exec(text)?.[1];
  if (!code) return text;
  const fix = NET_ERROR_FIXES[code];
  return `net::${code}${fix ? ` (${fix})` : ''}`;
}

function statusFix(status: number): string {
  if (status === 404) return "check --url's path: the app has no page there";
  if (status === 401 || status === 403) return 'the page needs a login or refuses this machine';
  if (status >= 500) return "the app's server failed: check its log";
  return '';
}

/**
 * Opens the login page and fails at once, saying why, when it is not one: an error status of
 * the document (naming it), a document that did not load (Chromium's net error and its fix),
 * or, within a few seconds of loading, no login form the page objects recognise (what was
 * looked for, per UI, and the fields and buttons the page has).
 */
export async function openLoginPage(
  page: Page,
  url: string,
  t: UiText = englishText,
  recogniseMs = RECOGNISE_MS,
): Promise<void> {
  let response: HTTPResponse | null;
  try {
    response = await page.goto(url);
  } catch (error) {
    throw new LoginPageNotLoadedError(
      `The login page ${url} did not load: ${explainNetError(error)}`,
    );
  }
  if (page.url().startsWith('chrome-error://')) {
    throw new LoginPageNotLoadedError(
      `The login page ${url} did not load: Chromium shows its error page`,
    );
  }
  const status = response?.status() ?? 0;
  if (status >= 400) {
    const fix = statusFix(status);
    throw new LoginPageNotLoadedError(
      `The login page ${url} answered HTTP ${status}${response?.statusText() ? ` ${response.statusText()}` : ''}${fix ? `: ${fix}` : ''}`,
    );
  }
  await recogniseLoginForm(page, t, recogniseMs);
}

/** Waits up to `recogniseMs` for an entry point of a login form the page objects know. */
export async function recogniseLoginForm(
  page: Page,
  t: UiText = englishText,
  recogniseMs = RECOGNISE_MS,
): Promise<void> {
  const uis = recognisedEntryPoints(t);
  const wanted = uis.flatMap((ui) => ui.wanted);
  const deadline = Date.now() + recogniseMs;
  let controls: AccessibleControl[] = [];
  for (;;) {
    // A page being replaced (a redirect) has no tree to read: not there yet.
    controls = await accessibleControls(page).catch(() => []);
    if (controls.some((control) => wanted.some((w) => matches(control, w)))) return;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const lookedFor = uis
    .map(
      (ui) => `${ui.ui}: ${[...new Set(ui.wanted.map((w) => `${w.role} "${w.name}"`))].join(', ')}`,
    )
    .join('; ');
  throw new LoginFormNotFoundError(
    `The page ${page.url()} shows no login form the smoke recognises (waited ${recogniseMs / 1000} s after it loaded). It looked for ${lookedFor}. The page has: ${describeControls(controls)}.`,
  );
}
