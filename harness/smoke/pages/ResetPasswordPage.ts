import type { Page } from 'puppeteer-core';
import { byRole, waitForText } from './queries';
import { englishText, type UiText } from './ui-text';

/** The reset mount: Password Reset Form ('Reset your password'), or 'Logging in' for a login link. */
export class ResetPasswordPage {
  constructor(
    readonly page: Page,
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  passwordField() {
    return byRole(this.page, 'textbox', this.t('passwords.password'));
  }

  async waitUntilShown(): Promise<void> {
    await byRole(this.page, 'heading', this.t('resetPassword.title')).wait();
  }

  /** Types the new password and submits once the strength check enables Continue. */
  async submitNewPassword(password: string): Promise<void> {
    await this.passwordField().fill(password);
    await byRole(this.page, 'button', this.t('passwords.continue')).click();
  }

  async loginWithoutPassword(): Promise<void> {
    await byRole(this.page, 'button', this.t('resetPassword.withoutPassword')).click();
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }

  async expectSuccess(): Promise<void> {
    await byRole(this.page, 'heading', this.t('passwordConfirmation.title')).wait();
  }
}
