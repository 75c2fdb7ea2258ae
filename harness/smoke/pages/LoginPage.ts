import type { Page } from 'puppeteer';
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
