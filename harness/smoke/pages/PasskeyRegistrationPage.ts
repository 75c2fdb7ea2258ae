import type { Page } from 'puppeteer-core';
import { namesFor } from './official-ui-names';
import { byRole, byRoleNamed, waitForAnyText, waitForText } from './queries';
import { englishText, placeholderValue, type UiText } from './ui-text';

/**
 * The passkey-registration mount: Register New Passkey ('Set up a new Passkey') and Passkey
 * Registration Success, the list of the user's passkeys with rename and delete per row. The
 * start screen and the success title are found on the provider's prebuilt UI as well (its
 * names: official-ui-names.ts); the list's rows by this widget's names only (4.x's row buttons
 * have no name at all).
 */
export class PasskeyRegistrationPage {
  constructor(
    readonly page: Page,
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  createButton() {
    return byRoleNamed(this.page, 'button', namesFor(this.t, 'passkeyRegistration.create'));
  }

  /** Register New Passkey: its title (drawn as text by the prebuilt UI) and its button. */
  async waitForStart(): Promise<void> {
    await waitForAnyText(this.page, namesFor(this.t, 'passkeyRegistration.title'));
    await this.createButton().wait();
  }

  async create(): Promise<void> {
    await this.createButton().click();
  }

  /** Passkey Registration Success, after 'Create a Passkey', in this widget or the prebuilt UI. */
  async waitForCreated(): Promise<void> {
    await waitForAnyText(this.page, namesFor(this.t, 'passkeySuccess.title'));
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
