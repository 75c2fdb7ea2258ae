import type { Page } from 'puppeteer-core';
import type { StringId } from '../../../widget/i18n/en';
import { namesFor } from './official-ui-names';
import { byRole, waitForAnyText, waitForText } from './queries';
import { englishText, type UiText } from './ui-text';

export type Mailbox = 'gmail' | 'yahoo' | 'outlook';

const MAILBOX: Record<Mailbox, StringId> = {
  gmail: 'emailConfirmation.gmail',
  yahoo: 'emailConfirmation.yahoo',
  outlook: 'emailConfirmation.outlook',
};

/** Email Confirmation: where the magic link went, webmail links, Try again. */
export class EmailConfirmationPage {
  constructor(
    readonly page: Page,
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  async waitUntilShown(): Promise<void> {
    await waitForAnyText(this.page, namesFor(this.t, 'emailConfirmation.title'));
  }

  async expectSentTo(email: string): Promise<void> {
    await waitForText(this.page, this.t('emailConfirmation.body', { email }));
  }

  /** The href and target of the link to one webmail provider ('Open Gmail'). */
  async mailboxLink(name: Mailbox): Promise<{ href: string; target: string; rel: string }> {
    const link = await byRole(this.page, 'link', this.t(MAILBOX[name])).waitHandle();
    return link.evaluate((el) => ({
      href: el.getAttribute('href') ?? '',
      target: el.getAttribute('target') ?? '',
      rel: el.getAttribute('rel') ?? '',
    }));
  }

  async tryAgain(): Promise<void> {
    await byRole(this.page, 'button', this.t('emailConfirmation.tryAgain')).click();
  }

  async back(): Promise<void> {
    await byRole(this.page, 'button', this.t('common.back')).click();
  }
}
