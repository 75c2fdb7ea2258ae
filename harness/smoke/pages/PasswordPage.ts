import type { Page } from 'puppeteer-core';
import { namesFor } from './official-ui-names';
import { byRole, byRoleNamed, waitForAnyText, waitForText } from './queries';
import { englishText, type UiText } from './ui-text';

/**
 * Password Create or Login (the create form for a new user, the login form for a user with a
 * password) and Password Confirmation, after Main's email form.
 */
export class PasswordPage {
  constructor(
    readonly page: Page,
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  /** The password field, by its label; Chromium exposes a password input as a textbox. */
  passwordField() {
    return byRoleNamed(this.page, 'textbox', namesFor(this.t, 'passwords.password'));
  }

  continueButton() {
    return byRoleNamed(this.page, 'button', namesFor(this.t, 'passwords.continue'));
  }

  async waitForCreate(): Promise<void> {
    await waitForAnyText(this.page, namesFor(this.t, 'passwords.create.title'));
  }

  async waitForLogin(): Promise<void> {
    await waitForAnyText(this.page, namesFor(this.t, 'passwords.login.title'));
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
    await byRole(this.page, 'button', this.t('passwords.forgot')).click();
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }

  /** Waits until the page shows one of `texts`. */
  async expectAnyText(texts: readonly string[]): Promise<void> {
    await waitForAnyText(this.page, texts);
  }

  async expectSuccess(): Promise<void> {
    await waitForAnyText(this.page, namesFor(this.t, 'passwordConfirmation.title'));
  }
}
