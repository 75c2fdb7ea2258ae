import { type ElementHandle, Locator, type Page } from 'puppeteer-core';

// Elements are found the way a person finds them: by role and accessible name, or by text.
// Puppeteer's ARIA and text queries pierce shadow roots, so the same page objects drive a
// widget mounted with enableShadowDOM.

const quote = (value: string) => JSON.stringify(value);

/** An element by role and name; `within`: only inside elements matching that CSS selector. */
export function byRole(page: Page, role: string, name: string, within?: string): Locator<Element> {
  const aria = `::-p-aria([name=${quote(name)}][role=${quote(role)}])`;
  // `>>>` pierces shadow roots on the way to the scope, as the ARIA query does by itself.
  return page.locator(within ? `>>> ${within} ${aria}` : aria);
}

/**
 * An element by role and any of `names` (the widget's, and the official prebuilt UI's).
 * `orUnnamed`: also the first element of that role with no name at all, for a UI that gives it
 * none (4.x's country select), since there is nothing else a person or a screen reader has.
 */
export function byRoleNamed(
  page: Page,
  role: string,
  names: readonly string[],
  orUnnamed = false,
): Locator<Element> {
  const [first, ...others] = names;
  if (first === undefined) throw new Error(`byRoleNamed: no name for the ${role}`);
  const candidates = names.map((name) => byRole(page, role, name));
  if (orUnnamed) {
    candidates.push(
      page
        .locator(`::-p-aria([role=${quote(role)}])`)
        .filter((el) => !el.getAttribute('aria-label') && !(el as HTMLInputElement).labels?.length),
    );
  }
  if (!others.length && candidates.length === 1) return byRole(page, role, first);
  return Locator.race(candidates);
}

/**
 * Waits until the page, shadow roots included, shows any of `texts` (a heading, or the official
 * prebuilt UI's titles drawn as styled text with no heading role). Checked on every frame:
 * Puppeteer's text query waits on the document's mutations, which leave out a shadow root's, so
 * a text drawn there with nothing else changing was seen only at the step's timeout. `timeout`:
 * default the page's.
 */
export async function waitForAnyText(
  page: Page,
  texts: readonly string[],
  timeout?: number,
): Promise<void> {
  await page.waitForFunction(
    (wanted: readonly string[]) => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const host of document.querySelectorAll('*'))
        if (host.shadowRoot) roots.push(host.shadowRoot);
      return roots.some((root) =>
        Array.from(root.children).some((el) => {
          // biome-ignore lint/performance/useDomNodeTextContent: what a person sees, as in widgetText
          const shown = (el as HTMLElement).innerText;
          return shown !== undefined && wanted.some((text) => shown.includes(text));
        }),
      );
    },
    { polling: 'raf', ...(timeout === undefined ? {} : { timeout }) },
    texts,
  );
}

/** Waits until the page, shadow roots included, shows `text`. */
export async function waitForText(page: Page, text: string, timeout = 10_000): Promise<void> {
  await waitForAnyText(page, [text], timeout);
}

/** The visible text of the widget (shadow root included), for assertions and failure logs. */
export async function widgetText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    const texts: string[] = [];
    for (const host of document.querySelectorAll('*'))
      if (host.shadowRoot) roots.push(host.shadowRoot);
    for (const root of roots) {
      for (const el of root.querySelectorAll('.stw-root')) {
        // What a person sees (innerText), without visually hidden labels (textContent).
        // biome-ignore lint/performance/useDomNodeTextContent: visible text is the point here
        texts.push((el as HTMLElement).innerText);
      }
    }
    return texts.join('\n');
  });
}

/**
 * Clicks an element of the inspector through the DOM. The inspector's sections above the outbox
 * (screens, events, API calls, session) grow while the widget works, so a mouse click at the
 * position measured a moment before can land beside the element, and nothing happens.
 */
export async function clickInPlace(handle: ElementHandle<Element>): Promise<void> {
  await handle.evaluate((el) => (el as HTMLElement).click());
}
