import type { Page } from 'puppeteer-core';
import { namesFor } from './official-ui-names';
import { byRoleNamed, waitForAnyText } from './queries';
import { englishText, type UiText } from './ui-text';

/** OTP Authenticate: six digits that submit themselves. */
export class OtpPage {
  constructor(
    readonly page: Page,
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  codeField() {
    return byRoleNamed(this.page, 'textbox', namesFor(this.t, 'otp.label'));
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
    await waitForAnyText(this.page, namesFor(this.t, 'otpConfirmation.body'), 10_000);
  }
}
