import type { Page } from 'puppeteer-core';
import { byRole, waitForText } from './queries';

/** The reset mount: Password Reset Form ('Reset your password'), or 'Logging in' for a login link. */
export class PasswordResetPage {
  constructor(readonly page: Page) {}

  passwordField() {
    return byRole(this.page, 'textbox', 'Password');
  }

  async waitUntilShown(): Promise<void> {
    await byRole(this.page, 'heading', 'Reset your password').wait();
  }

  /** Types the new password and submits once the strength check enables Continue. */
  async submitNewPassword(password: string): Promise<void> {
    await this.passwordField().fill(password);
    await byRole(this.page, 'button', 'Continue').click();
  }

  async loginWithoutPassword(): Promise<void> {
    await byRole(this.page, 'button', 'Login without a password').click();
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }

  async expectSuccess(): Promise<void> {
    await byRole(this.page, 'heading', 'Success! You have successfully logged in.').wait();
  }
}
