import type { Page } from 'puppeteer-core';

/**
 * Lets a test move the page's clock forward (Date.now) without waiting: registered before
 * navigation, so the widget's countdown reads the shifted time on its next tick.
 */
export async function installFakeTime(page: Page): Promise<(ms: number) => Promise<void>> {
  await page.evaluateOnNewDocument(() => {
    const realNow = Date.now.bind(Date);
    let offset = 0;
    Date.now = () => realNow() + offset;
    Object.defineProperty(window, '__stytchWidgetAdvanceClock', {
      value: (ms: number) => {
        offset += ms;
      },
    });
  });
  return async (ms: number) => {
    await page.evaluate((delta) => {
      (
        window as unknown as { __stytchWidgetAdvanceClock(ms: number): void }
      ).__stytchWidgetAdvanceClock(delta);
    }, ms);
  };
}
