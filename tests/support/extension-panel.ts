import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import type { BrowserWithExtension } from '../../harness/extension/launch';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { InspectorExtensionPage } from '../../harness/smoke/pages/InspectorExtensionPage';

// The extension's side panel as the browser tests drive it: opened by the real toolbar button,
// checked at the widths a developer gives it, photographed into the test output.

/** Where the extension tests keep their screenshots (ignored by git). */
export const EXTENSION_OUTPUT = fromPackageRoot('tests', '.artifacts', 'extension');

/** The side panel's page, once some tab has opened it (one per window, following the active tab). */
export async function sidePanelPage(launched: BrowserWithExtension): Promise<Page> {
  const panelUrl = `chrome-extension://${launched.extensionId}/panel.html`;
  const target = await launched.browser.waitForTarget((t) => t.url() === panelUrl);
  const panel = await target.asPage();
  await panel.waitForSelector('#setup');
  return panel;
}

/** Presses the extension's toolbar button on the page's tab, as a person would. */
export async function pressToolbarButton(
  launched: BrowserWithExtension,
  page: Page,
): Promise<void> {
  const extension = (await launched.browser.extensions()).get(launched.extensionId);
  if (!extension) throw new Error('the extension is not loaded');
  await page.bringToFront();
  await page.triggerExtensionAction(extension);
}

/** Presses the toolbar button on the page's tab; returns the side panel once it shows that site. */
export async function openSidePanel(
  launched: BrowserWithExtension,
  page: Page,
): Promise<InspectorExtensionPage> {
  await pressToolbarButton(launched, page);
  const panel = await sidePanelPage(launched);
  // Attached: the site shown, and the panel done reading the tab (not aria-busy).
  await panel.waitForFunction(
    (origin) =>
      document.getElementById('site')?.textContent === `Site: ${origin}` &&
      !document.body.hasAttribute('aria-busy'),
    {},
    new URL(page.url()).origin,
  );
  return new InspectorExtensionPage(panel);
}

/** True when the page scrolls sideways (its content is wider than its viewport). */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/** Sets the panel's width, checks it does not scroll sideways, and saves a full-page screenshot. */
export async function photographAt(
  panel: Page,
  width: number,
  name: string,
): Promise<{ path: string; overflows: boolean }> {
  await panel.setViewport({ width, height: 900 });
  await mkdir(EXTENSION_OUTPUT, { recursive: true });
  const path = join(EXTENSION_OUTPUT, `${name}-${width}px.png`);
  const overflows = await overflowsSideways(panel);
  await panel.screenshot({ path, fullPage: true });
  console.log(`screenshot: ${path}`);
  return { path, overflows };
}

/**
 * After a test: the side panel as the developer last saw it, at 320 px, checked for sideways
 * scroll and kept as a screenshot named after the test. Its own width is put back after.
 */
export async function keepPanelAt320(launched: BrowserWithExtension, testName: string) {
  const panelUrl = `chrome-extension://${launched.extensionId}/panel.html`;
  const target = launched.browser.targets().find((t) => t.url() === panelUrl);
  if (!target) return;
  const panel = await target.asPage();
  const before = panel.viewport();
  const name = testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  const shot = await photographAt(panel, 320, name);
  if (before) await panel.setViewport(before);
  if (shot.overflows) {
    throw new Error(`The side panel scrolls sideways at 320 px after "${testName}": ${shot.path}`);
  }
}
