import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InspectorExtensionPage } from '../../harness/smoke/pages/InspectorExtensionPage';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import {
  EMAIL_OTP_CONFIG,
  type ExtensionEnv,
  openAppWithPanel,
  startExtensionEnv,
  startExtensionTestApi,
} from '../support/extension-env';
import { keepPanelAt320, openSidePanel } from '../support/extension-panel';

// What the side panel tells the developer stays true: the test API stopped and started again,
// a wrong dev URL, a CSP notice once its widget is gone.
const APP_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title></head>
<body><main><div id="login" style="min-height: 40px"></div></main></body></html>`;
const STRICT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict</title>
<meta http-equiv="Content-Security-Policy" content="connect-src 'self'"></head>
<body><main><div id="login">Here</div></main></body></html>`;

let env: ExtensionEnv;

beforeAll(async () => {
  env = await startExtensionEnv({ '/': APP_PAGE, '/strict': STRICT_PAGE });
});

afterAll(() => env?.close());

// What the developer saw last, at 320 px: no sideways scroll, and a screenshot to look at.
afterEach(({ task }) => keepPanelAt320(env.launched, task.name));

const config = EMAIL_OTP_CONFIG;

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
    const { app, panel } = await openAppWithPanel(env, config);
    await waitForState(panel, 'config', 'Config: valid.');
    await waitForState(panel, 'api', `Test API: answering at ${env.api.url}.`);
    await waitForState(panel, 'widget', 'Widget: not mounted.');
    await panel.chooseMode('element');
    await panel.mountInto(app, '#login');
    await panel.waitForStatus('Mounted into #login.');
    await new LoginPage(app).waitUntilReady();
    await waitForState(panel, 'widget', 'Widget: mounted into #login.');

    const port = new URL(env.api.url).port;
    await env.api.close();
    await waitForState(
      panel,
      'api',
      `Test API: not answering at ${env.api.url}. Is \`stytch-widget dev\` (or \`test-api\`) running?`,
    );
    expect(await stateOf(panel, 'widget')).toBe(
      'Widget: mounted into #login, but its calls fail while the test API is down.',
    );

    env.api = await startExtensionTestApi(Number(port));
    await waitForState(panel, 'api', `Test API: answering at ${env.api.url}.`);
    await waitForState(panel, 'widget', 'Widget: mounted into #login.');
    await panel.pressUnmount();
    await waitForState(panel, 'widget', 'Widget: not mounted.');
    await panel.pasteConfig({ products: 'otp' });
    await panel.page.$eval('#config-text', (el) => el.dispatchEvent(new Event('input')));
    expect(await stateOf(panel, 'config')).toMatch(/^Config: \d+ problems?/);
    await app.close();
  });

  it('says what was tried and what to check when "Fetch its config" reaches nothing', async () => {
    const app = await env.launched.browser.newPage();
    await app.goto(env.pages.url);
    const panel = await openSidePanel(env.launched, app);
    // A port nothing listens on: a test API started and stopped.
    const gone = await startExtensionTestApi();
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
    const app = await env.launched.browser.newPage();
    await app.goto(new URL('/strict', env.pages.url).href);
    const panel = await openSidePanel(env.launched, app);
    await panel.pasteConfig(config);
    await panel.useTestApi(env.api.url);
    await panel.chooseMode('element');
    await panel.mountInto(app, '#login');
    await panel.waitForStatus('Mounted into #login.');
    await panel.page.waitForSelector('#csp-problem:not([hidden])');
    expect(await panel.cspProblem()).toContain(
      `add ${new URL(env.api.url).origin} to its connect-src; or use the floating panel`,
    );
    await panel.pressUnmount();
    await panel.waitForStatus('Unmounted.');
    expect(await panel.cspProblem()).toBeNull();
    await app.close();
  });
});
