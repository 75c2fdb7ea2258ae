import type { Page } from 'puppeteer-core';
import { byRole, waitForText } from './queries';

/** The headings of the screens that say a reset (or login) email is on its way. */
const HEADINGS = {
  forgot: 'Forgot password?',
  setNew: 'Check your email!',
  breached: 'Check your email to set a new password',
  dedupe: 'Check your email to set a new password!',
} as const;

export type PasswordEmailScreen = keyof typeof HEADINGS;

/** Password Forgot, Set New, Breached and Dedupe: a heading, where the email went, resend. */
export class PasswordEmailSentPage {
  constructor(readonly page: Page) {}

  /** Waits for the screen by its exact heading (Breached and Dedupe differ by a '!'). */
  async waitFor(screen: PasswordEmailScreen): Promise<void> {
    await byRole(this.page, 'heading', HEADINGS[screen]).wait();
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }

  /** 'Resend email'; the widget confirms with the toast 'Email resent'. */
  async resend(): Promise<void> {
    await byRole(this.page, 'button', 'Resend email').click();
  }
}
