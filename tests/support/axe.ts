import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Frame, Page } from 'puppeteer-core';

// The minified build: the package's main file is the unminified one, twice the bytes to send and
// parse on every page.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Loads axe-core into a frame and its child frames, once per document: a screen change in the
 * same document reuses it, a navigation loads it again.
 */
async function loadAxe(frame: Frame): Promise<void> {
  const loaded = await frame.evaluate(() => 'axe' in window);
  if (!loaded) await frame.evaluate(AXE_SOURCE);
  for (const child of frame.childFrames()) await loadAxe(child);
}

/**
 * axe-core's violations inside the widget root, one line per element (rule, target, summary);
 * `[]` when there are none. With the widget in a shadow root, axe looks inside it. `also`:
 * selectors of light-DOM parts the widget draws outside its root (One Tap's floating prompt).
 */
export async function axeViolations(page: Page, also: string[] = []): Promise<string[]> {
  // The shadow host, marked so axe can name it (the React component's host has no id).
  const host = await page.evaluate(() => {
    for (const el of document.querySelectorAll('*')) {
      if (!el.shadowRoot?.querySelector('.stw-root')) continue;
      el.setAttribute('data-axe-host', '');
      return '[data-axe-host]';
    }
    return null;
  });
  const include: axe.SerialSelectorList = [
    host ? { fromShadowDom: [host, '.stw-root'] } : '.stw-root',
  ];
  for (const selector of also) {
    // A part that is not there would pass vacuously too.
    if (!(await page.$(selector))) throw new Error(`axe: nothing matches ${selector}`);
    include.push(selector);
  }
  await loadAxe(page.mainFrame());
  // Passes are kept to one node per rule: only violations are reported in full.
  const results = await page.evaluate(
    (context) => {
      const loaded = (window as { axe?: typeof axe }).axe;
      if (!loaded) throw new Error('axe-core is not loaded');
      return loaded.run(context, { resultTypes: ['violations'] });
    },
    { include } satisfies axe.SerialContextObject,
  );
  // A context that matched nothing would pass vacuously.
  if (!results.passes.some((rule) => rule.nodes.length > 0))
    throw new Error('axe checked no element of the widget');
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${JSON.stringify(node.target)} ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}
