import type { ClickOptions, Page } from 'puppeteer-core';
import { InspectorPage } from './InspectorPage';

// The extension's side panel (harness/extension/panel.html): the setup form above the same
// inspector the dev page shows. Setup folds away while the widget is mounted; the page opens
// it (its summary, as a person would) before using what is inside.

/** What the panel says while it waits for the click on the element to mount into. */
export const PICKING = 'Click the element to mount the widget into (Escape cancels).';

export class InspectorExtensionPage {
  readonly inspector: InspectorPage;

  constructor(readonly page: Page) {
    this.inspector = new InspectorPage(page);
  }

  /** Whether the setup (config, target, mount mode) is open. */
  setupOpen(): Promise<boolean> {
    return this.page.$eval('#setup-fields', (el) => (el as HTMLDetailsElement).open);
  }

  async openSetup(): Promise<void> {
    if (!(await this.setupOpen())) await this.page.click('#setup-fields > summary');
  }

  async pasteConfig(config: unknown): Promise<void> {
    await this.openSetup();
    await this.page.$eval(
      '#config-text',
      (el, text) => {
        (el as HTMLTextAreaElement).value = text;
      },
      JSON.stringify(config, null, 2),
    );
  }

  configText(): Promise<string> {
    return this.page.$eval('#config-text', (el) => (el as HTMLTextAreaElement).value);
  }

  async useTestApi(apiUrl: string): Promise<void> {
    await this.openSetup();
    await this.page.click('input[name="target"][value="test-api"]');
    await this.page.$eval(
      '#api-url',
      (el, url) => {
        const input = el as HTMLInputElement;
        input.value = url;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      },
      apiUrl,
    );
  }

  async chooseMode(mode: 'element' | 'floating'): Promise<void> {
    await this.openSetup();
    await this.page.click(`input[name="mode"][value="${mode}"]`);
  }

  async pressMount(): Promise<void> {
    await this.page.click('#mount');
  }

  /**
   * Mount into an element: Mount, then, once the panel asks for it, a click on `selector` in
   * `app` (a click before that would not be picked).
   */
  async mountInto(app: Page, selector: string, clickOptions?: ClickOptions): Promise<void> {
    await this.pressMount();
    await this.waitForStatus(PICKING);
    await app.click(selector, clickOptions);
  }

  async pressUnmount(): Promise<void> {
    await this.page.click('#unmount');
  }

  /** Fetches the config of a running `stytch-widget dev`. */
  async fetchDevConfig(devUrl: string): Promise<void> {
    await this.openSetup();
    await this.page.$eval(
      '#dev-url',
      (el, url) => {
        (el as HTMLInputElement).value = url;
      },
      devUrl,
    );
    await this.page.click('#fetch-dev');
  }

  apiUrl(): Promise<string> {
    return this.page.$eval('#api-url', (el) => (el as HTMLInputElement).value);
  }

  async waitForStatus(text: string, timeout = 10_000): Promise<void> {
    await this.page.waitForFunction(
      (wanted) => document.getElementById('mount-status')?.textContent === wanted,
      { timeout },
      text,
    );
  }

  status(): Promise<string> {
    return this.page.$eval('#mount-status', (el) => el.textContent ?? '');
  }

  /** The config problems shown, one line each as `validate` prints them. */
  problems(): Promise<string[]> {
    return this.page.$$eval('#config-problems li', (items) =>
      items.map((item) => item.textContent ?? ''),
    );
  }

  /** The CSP problem shown, or null. */
  cspProblem(): Promise<string | null> {
    return this.page.$eval('#csp-problem', (el) =>
      (el as HTMLElement).hidden ? null : (el.firstElementChild?.textContent ?? ''),
    );
  }
}
