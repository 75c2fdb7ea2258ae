import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer-core';

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
  const axe = new AxePuppeteer(page)
    .include(host ? { fromShadowDom: [host, '.stw-root'] } : '.stw-root')
    // One frame (the widget has none of its own): the legacy run needs no extra blank page.
    .setLegacyMode(true);
  for (const selector of also) {
    // A part that is not there would pass vacuously too.
    if (!(await page.$(selector))) throw new Error(`axe: nothing matches ${selector}`);
    axe.include(selector);
  }
  const results = await axe.analyze();
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
