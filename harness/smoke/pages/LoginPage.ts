import { Locator, type Page } from 'puppeteer-core';
import { byRole, waitForText, widgetText } from './queries';

// As in widget/i18n (spec section 2 quotes it).
const PASSKEY_SUCCESS = 'Success. Your Passkey has been successfully authenticated.';

/** Main: the email form and whatever blocks the config adds. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async waitUntilReady(): Promise<void> {
    await this.emailField().wait();
  }

  emailField() {
    return byRole(this.page, 'textbox', 'Email');
  }

  /**
   * Waits for Main, then opens its 'Email' tab if Main shows tabs (with more than one
   * email-style method); without tabs the email field is there instead.
   */
  async openEmailTabIfTabbed(): Promise<void> {
    const first = await Locator.race([
      byRole(this.page, 'tab', 'Email'),
      this.emailField(),
    ]).waitHandle();
    if (await first.evaluate((el) => el.getAttribute('role') === 'tab')) await first.click();
  }

  async submitEmail(email: string): Promise<void> {
    await this.emailField().fill(email);
    await byRole(this.page, 'button', 'Continue with email').click();
  }

  /** 'Login with a Passkey' at the top of Main (shown when passkey autofill is unavailable). */
  passkeyButton() {
    return byRole(this.page, 'button', 'Login with a Passkey');
  }

  async loginWithPasskey(): Promise<void> {
    await this.passkeyButton().click();
  }

  /** Passkey Confirmation, after a passkey login by the button or by autofill. */
  async expectPasskeySuccess(): Promise<void> {
    await byRole(this.page, 'heading', PASSKEY_SUCCESS).wait();
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }

  text(): Promise<string> {
    return widgetText(this.page);
  }
}
