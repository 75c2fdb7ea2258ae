import { Locator, type Page } from 'puppeteer';
import { byRole, waitForText, widgetText } from './queries';

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

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }

  text(): Promise<string> {
    return widgetText(this.page);
  }
}
