import type { Page } from 'puppeteer-core';
import { byRole, waitForText } from './queries';

// Strings as in widget/i18n/en.ts (spec section 2 quotes).
const SUCCESS = 'Success! You have successfully logged in.';

/**
 * Password Create or Login (the create form for a new user, the login form for a user with a
 * password) and Password Confirmation, after Main's email form.
 */
export class PasswordPage {
  constructor(readonly page: Page) {}

  /** The password field, by its label; Chromium exposes a password input as a textbox. */
  passwordField() {
    return byRole(this.page, 'textbox', 'Password');
  }

  continueButton() {
    return byRole(this.page, 'button', 'Continue');
  }

  async waitForCreate(): Promise<void> {
    await byRole(this.page, 'heading', 'Create your account').wait();
  }

  async waitForLogin(): Promise<void> {
    await byRole(this.page, 'heading', 'Enter your password').wait();
  }

  /**
   * Types the password and submits. On the create form Continue stays disabled until the
   * strength check says valid; the click waits for it to be enabled.
   */
  async submitPassword(password: string): Promise<void> {
    await this.passwordField().fill(password);
    await this.continueButton().click();
  }

  /** 'Forgot your password?' on the login form: sends a reset email. */
  async forgot(): Promise<void> {
    await byRole(this.page, 'button', 'Forgot your password?').click();
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }

  async expectSuccess(): Promise<void> {
    await byRole(this.page, 'heading', SUCCESS).wait();
  }
}
