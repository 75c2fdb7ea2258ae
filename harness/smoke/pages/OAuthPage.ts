import type { Page } from 'puppeteer-core';
import { ConsentPage } from './ConsentPage';
import { byRole } from './queries';

/** Main's social sign-in block: a 'Continue with {provider}' button per configured provider. */
export class OAuthPage {
  constructor(readonly page: Page) {}

  button(provider: string) {
    return byRole(this.page, 'button', `Continue with ${provider}`);
  }

  /** The providers on Main's social buttons, top to bottom (shadow roots included). */
  async providers(): Promise<string[]> {
    await this.page.waitForFunction(() => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const host of document.querySelectorAll('*'))
        if (host.shadowRoot) roots.push(host.shadowRoot);
      return roots.some((root) => root.querySelector('.stw-oauth button'));
    });
    return this.page.evaluate(() => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const host of document.querySelectorAll('*'))
        if (host.shadowRoot) roots.push(host.shadowRoot);
      return roots.flatMap((root) =>
        [...root.querySelectorAll('.stw-oauth button')].map((button) =>
          (button.textContent ?? '').replace(/^Continue with /, ''),
        ),
      );
    });
  }

  /** Clicks 'Continue with {provider}' and waits for the provider's page (the consent page). */
  async continueWith(provider: string): Promise<ConsentPage> {
    await Promise.all([this.page.waitForNavigation(), this.button(provider).click()]);
    const consent = new ConsentPage(this.page);
    await consent.waitUntilShown();
    return consent;
  }
}
