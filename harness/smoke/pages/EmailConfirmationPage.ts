import type { Page } from 'puppeteer-core';
import { byRole, waitForText } from './queries';

/** Email Confirmation: where the magic link went, webmail links, Try again. */
export class EmailConfirmationPage {
  constructor(readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await byRole(this.page, 'heading', 'Check your email').wait();
  }

  async expectSentTo(email: string): Promise<void> {
    await waitForText(this.page, `An email was sent to ${email}.`);
  }

  /** The href and target of the link to one webmail provider. */
  async mailboxLink(
    name: 'Open Gmail' | 'Open Yahoo' | 'Open Outlook',
  ): Promise<{ href: string; target: string; rel: string }> {
    const link = await byRole(this.page, 'link', name).waitHandle();
    return link.evaluate((el) => ({
      href: el.getAttribute('href') ?? '',
      target: el.getAttribute('target') ?? '',
      rel: el.getAttribute('rel') ?? '',
    }));
  }

  async tryAgain(): Promise<void> {
    await byRole(this.page, 'button', 'Try again').click();
  }

  async back(): Promise<void> {
    await byRole(this.page, 'button', 'Back').click();
  }
}
