import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { BUNDLE_PATH } from '../../harness/shared/snippet-page';
import { waitForMessage } from '../../harness/test-api/control-client';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { readPageResources, trackPageResources } from '../support/page-resources';
import { recordBootstraps } from '../support/requests';

// Three widgets on one page with one public token: two login mounts with different configs
// (email passcodes; magic links) and a passkey-registration mount. Each keeps its own screen,
// form, toasts and host callbacks; they share one client, as the SDK requires.
const TOKEN = 'public-token-test-2c4e6a8b-0d1f-4e3a-9b5c-7d9e1f3a5b7c';
const NO_USER =
  'Error: Cannot use PasskeyRegistration component without active user authenticated.';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv((apiUrl) => {
    const common = `publicToken: ${JSON.stringify(TOKEN)}, apiUrl: ${JSON.stringify(apiUrl)}`;
    return {
      '/': htmlPage(
        'several widgets',
        `<div id="a"></div><div id="b"></div><div id="c"></div><script type="module">
import { mountLogin, mountPasskeyRegistration } from '${BUNDLE_PATH}';
window.__calls = { a: [], b: [], c: [] };
const callbacks = (id) => ({ onEvent: (e) => window.__calls[id].push(e.type), onError: (e) => window.__calls[id].push('error:' + e.kind) });
window.__handles = {
  a: mountLogin({ elementId: '#a', ${common}, callbacks: callbacks('a'),
    config: { products: ['otp'], otpOptions: { methods: ['email'] } } }),
  b: mountLogin({ elementId: '#b', ${common}, callbacks: callbacks('b'),
    config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: location.origin + '/authenticate' } } }),
  c: mountPasskeyRegistration({ elementId: '#c', ${common}, callbacks: callbacks('c') }),
};
</script>`,
      ),
    };
  });
});

afterAll(async () => {
  await env?.close();
});

/** The visible text of one widget. */
const textOf = (page: Page, id: string) =>
  // biome-ignore lint/performance/useDomNodeTextContent: what a person sees
  page.$eval(`#${id}`, (el) => (el as HTMLElement).innerText);

async function waitForTextIn(page: Page, id: string, text: string): Promise<void> {
  await page.waitForFunction(
    (selector, wanted) =>
      // biome-ignore lint/performance/useDomNodeTextContent: what a person sees
      (document.querySelector(selector) as HTMLElement).innerText.includes(wanted),
    { timeout: 10_000 },
    `#${id}`,
    text,
  );
}

/** Types into one widget's email field and presses its submit button. */
async function submitEmailIn(page: Page, id: string, email: string): Promise<void> {
  await page.type(`#${id} input[type="email"]`, email);
  await page.click(`#${id} button[type="submit"]`);
}

const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __calls: Record<string, string[]> }).__calls);

it('three widgets, one token: their own screens, forms, toasts and callbacks, one client', async () => {
  const page = await env.newPage();
  await trackPageResources(page);
  const bootstraps = recordBootstraps(page);
  await page.goto(`${env.pages.url}/`);
  await waitForTextIn(page, 'a', 'Continue with email');
  await waitForTextIn(page, 'b', 'Continue with email');
  await waitForTextIn(page, 'c', NO_USER);

  // A's form is A's: typing there leaves B's field empty.
  const codeEmail = `several-otp-${Date.now()}@example.com`;
  await submitEmailIn(page, 'a', codeEmail);
  await waitForTextIn(page, 'a', 'Enter passcode');
  expect(await page.$eval('#b input[type="email"]', (i) => (i as HTMLInputElement).value)).toBe('');
  expect(await textOf(page, 'b')).not.toContain('Enter passcode');

  const linkEmail = `several-link-${Date.now()}@example.com`;
  await submitEmailIn(page, 'b', linkEmail);
  await waitForTextIn(page, 'b', 'Check your email');
  expect(await textOf(page, 'a')).toContain('Enter passcode');

  // A resend's toast shows in A only.
  await page.click('#a ::-p-text(Resend code)');
  await waitForTextIn(page, 'a', 'Code resent');
  expect(await textOf(page, 'b')).not.toContain('Code resent');
  expect(await textOf(page, 'c')).not.toContain('Code resent');

  // Unmounting B leaves A working on the shared client: A logs in, and C, on the same
  // client, follows the new session.
  await page.evaluate(() =>
    (window as unknown as { __handles: { b: { unmount(): void } } }).__handles.b.unmount(),
  );
  // The resent code (the second message) is the one that verifies.
  const { code } = await waitForMessage(env.api.url, { to: codeEmail }, { after: 1 });
  await page.type('#a input[autocomplete="one-time-code"]', code as string);
  await waitForTextIn(page, 'a', 'Your passcode has been successfully verified.');
  await waitForTextIn(page, 'c', 'Create a Passkey');

  expect(await calls(page)).toEqual({
    a: [
      'OTP_LOGIN_OR_CREATE',
      'OTP_LOGIN_OR_CREATE',
      'OTP_AUTHENTICATE',
      'AUTHENTICATE_FLOW_COMPLETE',
    ],
    b: ['MAGIC_LINK_LOGIN_OR_CREATE'],
    c: [],
  });
  // One client for the token: one bootstrap, one event-batching interval, one storage listener.
  expect(bootstraps).toHaveLength(1);
  const held = await readPageResources(page);
  expect(held.intervals.filter((ms) => ms === 800)).toHaveLength(1);
  expect(held.listeners['window:storage']).toBe(1);
});

it('no id is shared between the widgets, and each label names its own widget’s field', async () => {
  const page = await env.newPage();
  await page.goto(env.pages.url);
  await waitForTextIn(page, 'a', 'Continue with email');
  await waitForTextIn(page, 'b', 'Continue with email');
  const ids = await page.$$eval('[id]', (els) => els.map((el) => el.id));
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  // Every label and aria reference of a widget points into that widget: a label's field found
  // by name (its accessible name) is the one of the widget it is drawn in.
  const strays = await page.evaluate(() =>
    ['a', 'b', 'c'].flatMap((widget) => {
      const root = document.getElementById(widget) as HTMLElement;
      const refs = [...root.querySelectorAll('label[for], [aria-labelledby], [aria-describedby]')];
      return refs.flatMap((el) => {
        const targets = [
          el.getAttribute('for'),
          ...(el.getAttribute('aria-labelledby') ?? '').split(/\s+/),
          ...(el.getAttribute('aria-describedby') ?? '').split(/\s+/),
        ].filter((id): id is string => Boolean(id));
        return targets
          .filter((id) => !root.contains(document.getElementById(id)))
          .map((id) => `${widget}: ${el.tagName.toLowerCase()} → #${id}`);
      });
    }),
  );
  expect(strays).toEqual([]);
});
