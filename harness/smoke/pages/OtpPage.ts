import type { Page } from 'puppeteer-core';
import { byRole, waitForText } from './queries';

/** OTP Authenticate: six digits that submit themselves. */
export class OtpPage {
  constructor(readonly page: Page) {}

  codeField() {
    return byRole(this.page, 'textbox', 'One-time passcode');
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
    await waitForText(this.page, 'Your passcode has been successfully verified.');
  }
}
