import type { Page } from 'puppeteer-core';
import { ConsentPage } from './ConsentPage';
import { byRole } from './queries';
import { englishText, placeholderValue, type UiText } from './ui-text';

/** Main's social sign-in block: a 'Continue with {provider}' button per configured provider. */
export class OAuthPage {
  constructor(
    readonly page: Page,
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  button(provider: string) {
    return byRole(this.page, 'button', this.t('oauth.continueWith', { provider }));
  }

  /** The providers on Main's social buttons, top to bottom (shadow roots included). */
  async providers(): Promise<string[]> {
    await this.page.waitForFunction(() => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const host of document.querySelectorAll('*'))
        if (host.shadowRoot) roots.push(host.shadowRoot);
      return roots.some((root) => root.querySelector('.stw-oauth button'));
    });
    const labels = await this.page.evaluate(() => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const host of document.querySelectorAll('*'))
        if (host.shadowRoot) roots.push(host.shadowRoot);
      return roots.flatMap((root) =>
        [...root.querySelectorAll('.stw-oauth button')].map((button) => button.textContent ?? ''),
      );
    });
    const template = this.t('oauth.continueWith');
    return labels.map((label) => placeholderValue(template, label) ?? label);
  }

  /** Clicks 'Continue with {provider}' and waits for the provider's page (the consent page). */
  async continueWith(provider: string): Promise<ConsentPage> {
    await Promise.all([this.page.waitForNavigation(), this.button(provider).click()]);
    const consent = new ConsentPage(this.page);
    await consent.waitUntilShown();
    return consent;
  }
}
