import type { Page } from 'puppeteer-core';
import type { StringId } from '../../../widget/i18n/en';
import { accessibleControls } from './accessible-controls';
import { ConsentPage } from './ConsentPage';
import { namesFor } from './official-ui-names';
import { byRoleNamed } from './queries';
import { englishText, placeholderValue, type UiText } from './ui-text';

// Buttons that read like 'Continue with {provider}' but start another method.
const NOT_PROVIDERS: StringId[] = ['email.submit', 'phone.submitSms', 'phone.submitWhatsapp'];

/** Main's social sign-in block: a 'Continue with {provider}' button per configured provider. */
export class OAuthPage {
  constructor(
    readonly page: Page,
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  button(provider: string) {
    return byRoleNamed(this.page, 'button', namesFor(this.t, 'oauth.continueWith', { provider }));
  }

  /**
   * The providers on Main's social buttons, top to bottom: the buttons named by the
   * 'Continue with {provider}' template (the widget's, or the official UI's), read from the
   * accessibility tree (shadow roots included), waited for up to the page's timeout.
   */
  async providers(): Promise<string[]> {
    const templates = namesFor(this.t, 'oauth.continueWith');
    const others = new Set(NOT_PROVIDERS.flatMap((id) => namesFor(this.t, id)));
    const deadline = Date.now() + this.page.getDefaultTimeout();
    for (;;) {
      const found = (await accessibleControls(this.page)).flatMap((control) => {
        if (control.role !== 'button' || others.has(control.name)) return [];
        const provider = templates
          .map((template) => placeholderValue(template, control.name))
          .find(Boolean);
        return provider ? [provider] : [];
      });
      if (found.length || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Clicks 'Continue with {provider}' and waits for the provider's page (the consent page). */
  async continueWith(provider: string): Promise<ConsentPage> {
    await Promise.all([this.page.waitForNavigation(), this.button(provider).click()]);
    const consent = new ConsentPage(this.page);
    await consent.waitUntilShown();
    return consent;
  }
}
