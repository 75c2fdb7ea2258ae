import type { Page } from 'puppeteer-core';
import { VIEWPORT } from './page';
import { type Flow, inCell, SCREENS } from './screens';

// Opens one host page and screenshots every screen on it. What is not the widget's is held
// still the same way on every page, so only the host's CSS differs between them: the viewport,
// light colour scheme and reduced motion (no spinner turns, no transition is caught half way),
// the clock (the passcode countdown reads 10:00), the caret hidden, the pointer in a corner.

/** Run in the page before its scripts: the clock stands at the moment the page opened. */
function freezeClock(): void {
  const now = Date.now();
  Date.now = () => now;
}

/** Hides the text caret (it blinks) in the document and in every widget's shadow root. */
async function hideCarets(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('input{caret-color:transparent!important}');
    const roots: (Document | ShadowRoot)[] = [document];
    for (const el of document.querySelectorAll('body > div'))
      if (el.shadowRoot) roots.push(el.shadowRoot);
    for (const root of roots) {
      if (!root.adoptedStyleSheets.includes(sheet))
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
  });
}

/** Keeps the page on this machine: any request off loopback is refused and remembered. */
async function stayLocal(page: Page, refused: string[]): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    const local = hostname === 'localhost' || hostname === '127.0.0.1' || protocol === 'data:';
    if (local) return void request.continue();
    refused.push(request.url());
    void request.abort();
  });
}

export interface Shot {
  png: Uint8Array;
  /** Where the widget's box sits in the host's element (px from its top left corner). */
  offset: { x: number; y: number };
}

export interface Captured {
  /** Per screen name. */
  shots: Map<string, Shot>;
  /** Requests the page tried to make off this machine (refused). */
  refused: string[];
}

/** Opens `url` in `page`, walks every screen, screenshots each widget's box, closes the page. */
export async function captureScreens(
  page: Page,
  url: string,
  flow: Flow,
  /** Where the whole page's screenshot goes when a step fails, to see what it showed. */
  failureShot: string,
): Promise<Captured> {
  const refused: string[] = [];
  try {
    await page.setViewport(VIEWPORT);
    await page.emulateMediaFeatures([
      { name: 'prefers-color-scheme', value: 'light' },
      { name: 'prefers-reduced-motion', value: 'reduce' },
    ]);
    await page.evaluateOnNewDocument(freezeClock);
    await stayLocal(page, refused);
    page.on('pageerror', (error) =>
      process.stderr.write(`[hostile-css pageerror] ${String(error)}\n`),
    );
    await page.goto(url);
    const shots = new Map<string, Shot>();
    for (const step of SCREENS) {
      await step.reach(page, flow);
      await hideCarets(page);
      await page.mouse.move(1, 1);
      const box = await inCell(page, step.cell, '.stw-container');
      const offset = await box.evaluate((el, cell) => {
        const host = document.getElementById(cell)?.getBoundingClientRect();
        const own = el.getBoundingClientRect();
        return { x: own.left - (host?.left ?? 0), y: own.top - (host?.top ?? 0) };
      }, step.cell);
      shots.set(step.name, { png: await box.screenshot({ type: 'png' }), offset });
    }
    return { shots, refused };
  } catch (error) {
    await page.screenshot({ path: failureShot }).catch(() => undefined);
    throw error;
  } finally {
    await page.close();
  }
}
