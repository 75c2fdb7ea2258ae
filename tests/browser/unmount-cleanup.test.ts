import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { BUNDLE_PATH } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { waitForText } from '../../harness/smoke/pages/queries';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import {
  type PageResources,
  readPageResources,
  trackPageResources,
} from '../support/page-resources';
import { holdRequests } from '../support/requests';
import { pageGet } from '../support/webauthn-page';

// unmount() leaves nothing behind: listeners on window and document, timers (the passcode
// countdown, the passkey autofill request) and answers that arrive after it. The page counts
// them from before the widget's script runs (tests/support/page-resources.ts).
const TOKEN = 'public-token-test-3e0c1f7a-64b2-4d18-9a3e-7c5b2d1f0e94';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(
    (apiUrl) => ({
      // Nothing mounts until the test calls mount(); every host callback is recorded.
      '/': htmlPage(
        'unmount',
        `<div id="login"></div><script type="module">
import { mountLogin } from '${BUNDLE_PATH}';
window.__calls = [];
window.mount = () => {
  window.__handle = mountLogin({ elementId: '#login', publicToken: ${JSON.stringify(TOKEN)}, apiUrl: ${JSON.stringify(apiUrl)},
    config: { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } },
    callbacks: { onEvent: (e) => window.__calls.push('event:' + e.type), onError: (e) => window.__calls.push('error:' + e.kind) } });
};
window.unmount = () => { window.__handle.unmount(); window.__calls.push('unmounted'); };
// Marks each answer the SDK has read, one task later: what the widget does with an answer
// runs as promise callbacks right after the read, so by then it has run. The task is a
// message, not a timer: a timer would be counted as the page's own and could be pending when
// a test reads what the page holds.
const json = Response.prototype.json;
Response.prototype.json = function () {
  const path = new URL(this.url).pathname;
  return json.call(this).then((value) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { window.__calls.push('read:' + path); channel.port1.close(); };
    channel.port2.postMessage(null);
    return value;
  });
};
window.__bootstrapUrl = ${JSON.stringify(`${apiUrl}/sdk/v1/projects/bootstrap/${TOKEN}`)};
window.__ready = true;
</script>`,
      ),
    }),
    // Chromium itself: a passkey autofill request stays pending only in its autofill UI (the
    // headless shell rejects it at once), and one test unmounts while it is pending.
    { fullChromium: true },
  );
});

afterAll(async () => {
  await env?.close();
});

async function openPage(): Promise<Page> {
  const page = await env.newPage();
  await trackPageResources(page);
  await page.goto(`${env.pages.url}/`);
  await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready);
  return page;
}

const mount = (page: Page) => page.evaluate(() => (window as unknown as { mount(): void }).mount());
const unmount = (page: Page) =>
  page.evaluate(() => (window as unknown as { unmount(): void }).unmount());

/** Waits (up to 5 s) for the page to hold what it held at `baseline`, then compares. */
async function expectBackTo(page: Page, baseline: PageResources): Promise<void> {
  await page
    .waitForFunction(
      (wanted) => {
        const t = (
          window as unknown as {
            __resources: {
              listeners: Map<string, Set<unknown>>;
              timeouts: Set<number>;
              intervals: Map<number, number>;
            };
          }
        ).__resources;
        const listeners = [...t.listeners.values()].reduce((n, set) => n + set.size, 0);
        return (
          listeners === wanted.listeners &&
          t.timeouts.size === wanted.timeouts &&
          t.intervals.size === wanted.intervals
        );
      },
      { timeout: 5_000 },
      {
        listeners: Object.values(baseline.listeners).reduce((n, c) => n + c, 0),
        timeouts: baseline.timeouts,
        intervals: baseline.intervals.length,
      },
    )
    .catch(() => undefined); // the comparison below says what differs
  expect(await readPageResources(page)).toEqual(baseline);
}

/** Mounts and waits for Main with its passkey autofill request under way (its code loaded). */
async function mountMain(page: Page): Promise<void> {
  const autofill = page.waitForResponse((r) =>
    r.url().includes('/webauthn/authenticate/start/primary'),
  );
  await mount(page);
  await new LoginPage(page).waitUntilReady();
  await autofill;
}

/**
 * Mounts Main, unmounts: what the page holds once the client and the widget's code are
 * loaded. A second mount and unmount must leave exactly that.
 */
async function baselineWithClient(page: Page): Promise<PageResources> {
  await mountMain(page);
  await unmount(page);
  const before = await readPageResources(page);
  await mountMain(page);
  await unmount(page);
  await expectBackTo(page, before);
  return before;
}

/** A page past its baseline (see above), mounted again and on OTP Authenticate. */
async function onPasscodeScreen(
  emailPrefix: string,
): Promise<{ page: Page; baseline: PageResources }> {
  const page = await openPage();
  const baseline = await baselineWithClient(page);
  await mount(page);
  await new LoginPage(page).submitEmail(`${emailPrefix}-${Date.now()}@example.com`);
  await new OtpPage(page).waitUntilShown();
  return { page, baseline };
}

describe('unmount leaves nothing behind', () => {
  it("the page's own marker of a read answer holds no timer", async () => {
    const page = await openPage();
    type Marked = {
      __bootstrapUrl: string;
      __calls: string[];
      __resources: { timeouts: Set<number> };
    };
    const timeouts = await page.evaluate(async () => {
      const w = window as unknown as Marked;
      await (await fetch(w.__bootstrapUrl)).json();
      // Right after the read, before the marker's task runs: a timer of its own would count.
      return w.__resources.timeouts.size;
    });
    expect(timeouts).toBe(0);
    await page.waitForFunction(() => (window as unknown as Marked).__calls.length > 0);
    expect(await page.evaluate(() => (window as unknown as Marked).__calls)).toEqual([
      expect.stringMatching(/^read:\/sdk\/v1\/projects\/bootstrap\//),
    ]);
  });

  it('the page holds after mount and unmount only what the shared client holds', async () => {
    const page = await openPage();
    const empty = await readPageResources(page);
    const withClient = await baselineWithClient(page);
    // Nothing of the widget's, only what stays for the page's life: the official client's event
    // batching interval and cross-tab storage listener, and the four revalidation listeners swr
    // adds once when its module loads (with the passkeys code).
    const plusOne = (key: string) => (empty.listeners[key] ?? 0) + 1;
    expect(withClient.intervals).toEqual([...empty.intervals, 800].sort((a, b) => a - b));
    expect(withClient.listeners).toEqual({
      ...empty.listeners,
      'window:storage': plusOne('window:storage'),
      'window:focus': plusOne('window:focus'),
      'window:online': plusOne('window:online'),
      'window:offline': plusOne('window:offline'),
      'document:visibilitychange': plusOne('document:visibilitychange'),
    });
    expect(withClient.timeouts).toBe(empty.timeouts);
  });

  it('on the passcode screen: the countdown stops', async () => {
    const { page, baseline } = await onPasscodeScreen('unmount-otp');
    expect((await readPageResources(page)).intervals).toContain(1000);
    await unmount(page);
    await expectBackTo(page, baseline);
    expect(await page.$eval('#login', (el) => el.innerHTML)).toBe('');
  });

  it('with a toast showing: nothing stays behind', async () => {
    const { page, baseline } = await onPasscodeScreen('unmount-toast');
    await page.click('.stw-root ::-p-text(Resend code)');
    await waitForText(page, 'Code resent');
    await unmount(page);
    await expectBackTo(page, baseline);
  });

  it('on Main with passkey autofill: the pending request is aborted', async () => {
    const page = await openPage();
    const baseline = await baselineWithClient(page);
    await mountMain(page);
    // The widget's conditional request is pending: the browser refuses a second at once.
    await page.waitForFunction(async () => {
      try {
        await navigator.credentials.get({
          signal: AbortSignal.timeout(200),
          publicKey: { challenge: new Uint8Array(32), rpId: 'localhost' },
        });
        return false;
      } catch (error) {
        return (error as Error).name === 'OperationError';
      }
    });
    await unmount(page);
    // Nothing pending any more: a new request waits for an authenticator (and times out).
    expect(await pageGet(page)).toBe('TimeoutError');
    await expectBackTo(page, baseline);
  });

  it('an answer that arrives after unmount reaches neither the host nor the page', async () => {
    const page = await openPage();
    await baselineWithClient(page);
    const held = await holdRequests(page, /\/sdk\/v1\/otps\/email\//);
    await mount(page);
    await new LoginPage(page).submitEmail(`unmount-pending-${Date.now()}@example.com`);
    const release = await held.next();
    await unmount(page);
    release();
    await page.waitForFunction(() =>
      (window as unknown as { __calls: string[] }).__calls.some((c) =>
        c.startsWith('read:/sdk/v1/otps/email/'),
      ),
    );
    const calls = await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls);
    const afterUnmount = calls.slice(calls.lastIndexOf('unmounted') + 1);
    expect(afterUnmount.filter((c) => !c.startsWith('read:'))).toEqual([]);
    expect(await page.$eval('#login', (el) => el.innerHTML)).toBe('');
  });
});
