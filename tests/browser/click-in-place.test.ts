import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { clickInPlace } from '../../harness/smoke/pages/queries';

// The inspector's sections above the outbox grow while the widget works. Here a block is
// inserted above the button as soon as the mouse moves, as a new API call row would be.
const SHIFTING = `<div id="above"></div><button id="target" onclick="window.__clicked = true">Type code</button>
<script>addEventListener('mousemove', () => { above.style.height = '300px'; }, { once: true });</script>`;

let launched: LaunchedBrowser;
beforeAll(async () => {
  launched = await launchBrowser();
});
afterAll(async () => {
  await launched?.close();
});

async function clickedWith(click: (page: Page) => Promise<void>) {
  const page = await launched.browser.newPage();
  try {
    await page.setContent(SHIFTING);
    await click(page);
    return await page.evaluate(() => (window as { __clicked?: boolean }).__clicked === true);
  } finally {
    await page.close();
  }
}

it('a mouse click at the measured position misses an element the layout moved', async () => {
  expect(await clickedWith(async (page) => (await page.$('#target'))?.click())).toBe(false);
});

it('clickInPlace reaches the element wherever it is now', async () => {
  expect(
    await clickedWith(async (page) => {
      const handle = await page.$('#target');
      if (handle) await clickInPlace(handle);
    }),
  ).toBe(true);
});
