import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { waitForAnyText } from '../../harness/smoke/pages/queries';

// The page objects' waits in a shadow root: a text that appears there, with nothing changing in
// the light DOM, is seen as soon as it shows (a wait driven by the document's mutations alone
// sees it only at its timeout: smoke's wrong-password step took 15 s in Shadow DOM configs).

let launched: LaunchedBrowser;
beforeAll(async () => {
  launched = await launchBrowser();
});
afterAll(async () => {
  await launched?.close();
});

/** A page whose shadow root shows `text` (a heading or not) after a moment, the light DOM untouched. */
async function pageShowingLater(text: string, tag: 'h2' | 'p'): Promise<Page> {
  const context = await launched.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setContent(`<div id="host"></div><script>
const root = document.getElementById('host').attachShadow({ mode: 'open' });
root.innerHTML = '<div class="stw-root"><p>Loading</p></div>';
setTimeout(() => {
  const el = document.createElement(${JSON.stringify(tag)});
  el.textContent = ${JSON.stringify(text)};
  root.querySelector('.stw-root').append(el);
}, 300);
</script>`);
  return page;
}

describe('waiting for a text inside a shadow root', () => {
  it.each(['h2', 'p'] as const)('sees a %s that appears there at once', async (tag) => {
    const page = await pageShowingLater('The email or password is incorrect.', tag);
    // It shows after 300 ms; a wait that noticed it only at its timeout would fail here.
    await waitForAnyText(page, ['Not shown', 'The email or password is incorrect.'], 5_000);
    await page.browserContext().close();
  });
});
