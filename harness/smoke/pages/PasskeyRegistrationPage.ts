import type { Page } from 'puppeteer-core';
import { byRole, waitForText } from './queries';
import { englishText, placeholderValue, type UiText } from './ui-text';

/**
 * The passkey-registration mount: Register New Passkey ('Set up a new Passkey') and Passkey
 * Registration Success, the list of the user's passkeys with rename and delete per row.
 */
export class PasskeyRegistrationPage {
  constructor(
    readonly page: Page,
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  async waitForStart(): Promise<void> {
    await byRole(this.page, 'heading', this.t('passkeyRegistration.title')).wait();
    await byRole(this.page, 'button', this.t('passkeyRegistration.create')).wait();
  }

  async create(): Promise<void> {
    await byRole(this.page, 'button', this.t('passkeyRegistration.create')).click();
  }

  async skip(): Promise<void> {
    await byRole(this.page, 'button', this.t('passkeyRegistration.skip')).click();
  }

  async waitForList(): Promise<void> {
    await byRole(this.page, 'heading', this.t('passkeySuccess.title')).wait();
  }

  /** The names of the listed passkeys, in the order shown (each row's Edit button names it). */
  async names(): Promise<string[]> {
    await this.waitForList();
    const edits = await this.page.$$('::-p-aria([role="button"])');
    const labels = await Promise.all(
      edits.map((button) => button.evaluate((el) => el.getAttribute('aria-label') ?? '')),
    );
    const edit = this.t('passkeyRow.edit');
    return labels.flatMap((label) => placeholderValue(edit, label) ?? []);
  }

  /** Waits until the list shows exactly these names (it refetches after each change). */
  async waitForNames(expected: readonly string[], timeout = 10_000): Promise<void> {
    const deadline = Date.now() + timeout;
    let shown: string[] = [];
    while (Date.now() < deadline) {
      shown = await this.names();
      if (JSON.stringify(shown) === JSON.stringify(expected)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `Expected passkeys ${JSON.stringify(expected)}, shown ${JSON.stringify(shown)}`,
    );
  }

  async rename(from: string, to: string): Promise<void> {
    await byRole(this.page, 'button', this.t('passkeyRow.edit', { name: from })).click();
    await byRole(this.page, 'textbox', this.t('passkeyRow.nameLabel')).fill(to);
    await byRole(this.page, 'button', this.t('passkeyRow.save')).click();
  }

  /** Delete on a row, the warning, then Delete (or Cancel, to keep it). */
  async delete(name: string, answer: 'Delete' | 'Cancel' = 'Delete'): Promise<void> {
    await byRole(this.page, 'button', this.t('passkeyRow.delete', { name })).click();
    await waitForText(this.page, this.t('passkeyRow.deleteWarning'));
    const button = answer === 'Delete' ? 'passkeyRow.confirmDelete' : 'passkeyRow.cancel';
    await byRole(this.page, 'button', this.t(button)).click();
    if (answer === 'Delete') {
      // Done once the row is gone (the widget drops it after the server's answer): a caller that
      // logs out at once could otherwise leave before the deletion does.
      const row = `::-p-aria([name=${JSON.stringify(this.t('passkeyRow.delete', { name }))}][role="button"])`;
      await this.page.waitForSelector(row, { hidden: true });
    }
  }

  async another(): Promise<void> {
    await byRole(this.page, 'button', this.t('passkeySuccess.another')).click();
  }

  async done(): Promise<void> {
    await byRole(this.page, 'button', this.t('passkeySuccess.done')).click();
  }

  async expectNoUserError(): Promise<void> {
    await waitForText(this.page, this.t('passkeyRegistration.noUser'));
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }
}
