import type { Page } from 'puppeteer-core';
import { byRole, waitForText } from './queries';
import { englishText, type UiText } from './ui-text';

/** OTP Authenticate: six digits that submit themselves. */
export class OtpPage {
  constructor(
    readonly page: Page,
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  codeField() {
    return byRole(this.page, 'textbox', this.t('otp.label'));
  }

  async waitUntilShown(): Promise<void> {
    await this.codeField().wait();
  }

  /** Types like a person, so the sixth digit triggers the submit. */
  async enterCode(code: string): Promise<void> {
    const field = await this.codeField().waitHandle();
    await field.click({ count: 3 });
    await field.type(code);
  }

  async expectSuccess(): Promise<void> {
    await waitForText(this.page, this.t('otpConfirmation.body'));
  }
}
