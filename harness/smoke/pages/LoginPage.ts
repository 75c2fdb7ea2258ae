import { Locator, type Page } from 'puppeteer-core';
import { namesFor } from './official-ui-names';
import { byRoleNamed, waitForAnyText, waitForText, widgetText } from './queries';
import { englishText, type UiText } from './ui-text';

/** Main: the email form and whatever blocks the config adds. */
export class LoginPage {
  constructor(
    readonly page: Page,
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  async waitUntilReady(): Promise<void> {
    await this.emailField().wait();
  }

  emailField() {
    return byRoleNamed(this.page, 'textbox', namesFor(this.t, 'email.label'));
  }

  /**
   * Waits for Main, then opens its Email tab if Main shows tabs (with more than one
   * email-style method, in the widget's own order whatever the config's); without tabs the
   * email field is there instead.
   */
  async openEmailTabIfTabbed(): Promise<void> {
    const first = await Locator.race([
      byRoleNamed(this.page, 'tab', namesFor(this.t, 'main.tabs.email')),
      this.emailField(),
    ]).waitHandle();
    if (await first.evaluate((el) => el.getAttribute('role') === 'tab')) await first.click();
  }

  /** Main's email form, whichever tab Main opens on: its Email tab opened if it has tabs. */
  async openEmailForm(): Promise<void> {
    await this.openEmailTabIfTabbed();
    await this.waitUntilReady();
  }

  async submitEmail(email: string): Promise<void> {
    await this.emailField().fill(email);
    await byRoleNamed(this.page, 'button', namesFor(this.t, 'email.submit')).click();
  }

  /** 'Login with a Passkey' at the top of Main (shown when passkey autofill is unavailable). */
  passkeyButton() {
    return byRoleNamed(this.page, 'button', namesFor(this.t, 'passkeys.login'));
  }

  async loginWithPasskey(): Promise<void> {
    await this.passkeyButton().click();
  }

  /** Passkey Confirmation, after a passkey login by the button or by autofill. */
  async expectPasskeySuccess(): Promise<void> {
    // The prebuilt UI draws its confirmation as text with no heading role.
    await waitForAnyText(this.page, namesFor(this.t, 'passkeyConfirmation.title'));
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }

  text(): Promise<string> {
    return widgetText(this.page);
  }
}
