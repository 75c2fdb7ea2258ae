import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originsWithExtension } from '../../harness/dev/origins';
import { type BrowserWithExtension, launchWithExtension } from '../../harness/extension/launch';
import { DEV_PUBLIC_TOKEN } from '../../harness/shared/default-config';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { type RunningPageServer, startPageServer } from '../../harness/shared/page-server';
import type { InspectorExtensionPage } from '../../harness/smoke/pages/InspectorExtensionPage';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { type RunningTestApi, startTestApi } from '../../harness/test-api';
import { openSidePanel } from '../support/extension-panel';

// What the side panel tells the developer stays true: the test API stopped and started again,
// a wrong dev URL, a CSP notice once its widget is gone.
const APP_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title></head>
<body><main><div id="login" style="min-height: 40px"></div></main></body></html>`;
const STRICT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict</title>
<meta http-equiv="Content-Security-Policy" content="connect-src 'self'"></head>
<body><main><div id="login">Here</div></main></body></html>`;

let api: RunningTestApi;
let pages: RunningPageServer;
let launched: BrowserWithExtension;
const startApi = (port = 0) =>
  startTestApi({ port, db: ':memory:', allowedOrigins: originsWithExtension() });

beforeAll(async () => {
  api = await startApi();
  pages = await startPageServer({
    pages: { '/': APP_PAGE, '/strict': STRICT_PAGE },
    staticDir: fromPackageRoot('dist'),
  });
  launched = await launchWithExtension();
});

afterAll(async () => {
  await launched?.close();
  await pages?.close();
  await api?.close();
});

const config = {
  publicToken: DEV_PUBLIC_TOKEN,
  products: ['otp'],
  otpOptions: { methods: ['email'], expirationMinutes: 5 },
};

const stateOf = (panel: InspectorExtensionPage, part: string) =>
  panel.page.$eval(`#state-line [data-state="${part}"]`, (el) => el.textContent ?? '');

async function waitForState(panel: InspectorExtensionPage, part: string, text: string) {
  await panel.page.waitForFunction(
    (which, wanted) =>
      document.querySelector(`#state-line [data-state="${which}"]`)?.textContent === wanted,
    { timeout: 15_000 },
    part,
    text,
  );
}

describe('the extension side panel feedback', () => {
  it('shows the test API down while it is down, and back when it is back', async () => {
    const app = await launched.browser.newPage();
    await app.goto(pages.url);
    const panel = await openSidePanel(launched, app);
    await panel.pasteConfig(config);
    await panel.useTestApi(api.url);
    await waitForState(panel, 'config', 'Config: valid.');
    await waitForState(panel, 'api', `Test API: answering at ${api.url}.`);
    await waitForState(panel, 'widget', 'Widget: not mounted.');
    await panel.chooseMode('element');
    await panel.pressMount();
    await app.click('#login');
    await panel.waitForStatus('Mounted into #login.');
    await new LoginPage(app).waitUntilReady();
    await waitForState(panel, 'widget', 'Widget: mounted into #login.');

    const port = new URL(api.url).port;
    await api.close();
    await waitForState(
      panel,
      'api',
      `Test API: not answering at ${api.url}. Is \`stytch-widget dev\` (or \`test-api\`) running?`,
    );
    expect(await stateOf(panel, 'widget')).toBe(
      'Widget: mounted into #login, but its calls fail while the test API is down.',
    );

    api = await startApi(Number(port));
    await waitForState(panel, 'api', `Test API: answering at ${api.url}.`);
    await waitForState(panel, 'widget', 'Widget: mounted into #login.');
    await panel.pressUnmount();
    await waitForState(panel, 'widget', 'Widget: not mounted.');
    await panel.pasteConfig({ products: 'otp' });
    await panel.page.$eval('#config-text', (el) => el.dispatchEvent(new Event('input')));
    expect(await stateOf(panel, 'config')).toMatch(/^Config: \d+ problems?/);
    await app.close();
  });

  it('says what was tried and what to check when "Fetch its config" reaches nothing', async () => {
    const app = await launched.browser.newPage();
    await app.goto(pages.url);
    const panel = await openSidePanel(launched, app);
    // A port nothing listens on: a test API started and stopped.
    const gone = await startApi();
    await gone.close();
    await panel.fetchDevConfig(gone.url);
    await panel.page.waitForSelector('#config-problems li');
    const [problem] = await panel.problems();
    expect(problem).toBe(
      `Could not reach stytch-widget dev at ${gone.url} (tried GET ${gone.url}/stytch-widget.config.json). Is \`stytch-widget dev\` running at that URL? It prints its URL when it starts.`,
    );
    await app.close();
  });

  it('takes the CSP notice away once the widget it was about is unmounted', async () => {
    const app = await launched.browser.newPage();
    await app.goto(new URL('/strict', pages.url).href);
    const panel = await openSidePanel(launched, app);
    await panel.pasteConfig(config);
    await panel.useTestApi(api.url);
    await panel.chooseMode('element');
    await panel.pressMount();
    await app.click('#login');
    await panel.waitForStatus('Mounted into #login.');
    await panel.page.waitForSelector('#csp-problem:not([hidden])');
    expect(await panel.cspProblem()).toContain(
      `add ${new URL(api.url).origin} to its connect-src; or use the floating panel`,
    );
    await panel.pressUnmount();
    await panel.waitForStatus('Unmounted.');
    expect(await panel.cspProblem()).toBeNull();
    await app.close();
  });
});
