import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserWithExtension, launchWithExtension } from '../../harness/extension/launch';
import { DEV_PUBLIC_TOKEN } from '../../harness/shared/default-config';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { type RunningPageServer, startPageServer } from '../../harness/shared/page-server';
import { keepPanelAt320, openSidePanel } from '../support/extension-panel';

// A tab the extension has no access to: the side panel (open for another tab, following the
// active one) says so in a sentence, shows the button that grants access, and clears once the
// developer grants it.
const APP_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title></head>
<body><div id="login">Here</div></body></html>`;

let pages: RunningPageServer;
let launched: BrowserWithExtension;

beforeAll(async () => {
  pages = await startPageServer({
    pages: { '/': APP_PAGE, '/second': APP_PAGE },
    staticDir: fromPackageRoot('dist'),
  });
  launched = await launchWithExtension();
});

afterAll(async () => {
  await launched?.close();
  await pages?.close();
});

// What the developer saw last, at 320 px: no sideways scroll, and a screenshot to look at.
afterEach(({ task }) => keepPanelAt320(launched, task.name));

const shown = (selector: string) => `${selector}:not([hidden])`;

describe('the extension side panel on a tab it cannot access', () => {
  it('explains, offers the grant, and clears once access is granted', async () => {
    const first = await launched.browser.newPage();
    await first.goto(pages.url);
    const panel = await openSidePanel(launched, first);

    // A second tab, never granted: the panel follows it and says what to do.
    const second = await launched.browser.newPage();
    await second.goto(new URL('/second', pages.url).href);
    await second.bringToFront();
    await panel.pasteConfig({
      publicToken: DEV_PUBLIC_TOKEN,
      products: ['otp'],
      otpOptions: { methods: ['email'], expirationMinutes: 5 },
    });
    await panel.pressMount();
    const problem = await panel.page.waitForSelector(shown('#access-problem'));
    const text = (await problem?.evaluate((el) => el.textContent)) ?? '';
    expect(text).toMatch(/^The extension cannot reach this tab yet\. Press its toolbar button/);
    expect(text).not.toMatch(/Cannot access|manifest|permission to access/i);
    const allow = await panel.page.waitForSelector(shown('#allow-site'));
    expect(await allow?.evaluate((el) => el.textContent)).toBe('Allow on all sites');

    // The toolbar button on that tab grants it: the message and the button go.
    await openSidePanel(launched, second);
    await panel.page.waitForSelector('#access-problem[hidden]');
    expect(await panel.page.$eval('#allow-site', (el) => (el as HTMLElement).hidden)).toBe(true);
    await second.close();
    await first.close();
  });
});
