import type { Page } from 'puppeteer-core';

/**
 * Records every CSP and Trusted Types violation the page reports, from its first script on:
 * the page's securitypolicyviolation events and Chromium's console lines about them.
 */
export async function recordViolations(
  page: Page,
): Promise<{ events: string[]; console: string[] }> {
  const seen = { events: [] as string[], console: [] as string[] };
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text()))
      seen.console.push(message.text());
  });
  await page.exposeFunction('__reportViolation', (text: string) => seen.events.push(text));
  await page.evaluateOnNewDocument(`document.addEventListener('securitypolicyviolation', (e) => {
    window.__reportViolation(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber);
  });`);
  return seen;
}
