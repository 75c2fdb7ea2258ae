import type { Page } from 'puppeteer-core';
import type { StringId } from '../../../widget/i18n/en';
import { byRole, waitForText } from './queries';
import { englishText, type UiText } from './ui-text';

export type PasswordEmailScreen = 'forgot' | 'setNew' | 'breached' | 'dedupe';

/** The headings of the screens that say a reset (or login) email is on its way. */
const HEADINGS: Record<PasswordEmailScreen, StringId> = {
  forgot: 'passwordForgot.title',
  setNew: 'passwordSetNew.title',
  breached: 'passwordBreached.title',
  dedupe: 'passwordDedupe.title',
};

/** Password Forgot, Set New, Breached and Dedupe: a heading, where the email went, resend. */
export class PasswordEmailSentPage {
  constructor(
    readonly page: Page,
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  /** Waits for the screen by its exact heading (Breached and Dedupe differ by a '!'). */
  async waitFor(screen: PasswordEmailScreen): Promise<void> {
    await byRole(this.page, 'heading', this.t(HEADINGS[screen])).wait();
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }

  /** 'Resend email'; the widget confirms with the toast 'Email resent'. */
  async resend(): Promise<void> {
    await byRole(this.page, 'button', this.t('passwords.resend')).click();
  }
}
