import type { Page } from 'puppeteer-core';
import { byRole, waitForText } from './queries';

// Strings as in widget/i18n (spec sections 2 and 6 quote them).
const START_TITLE = 'Set up a new Passkey';
const SUCCESS_TITLE = 'Passkey successfully created!';
const DELETE_WARNING = 'Once deleted, the passkey cannot be restored.';
const NO_USER =
  'Error: Cannot use PasskeyRegistration component without active user authenticated.';

/**
 * The passkey-registration mount: Register New Passkey ('Set up a new Passkey') and Passkey
 * Registration Success, the list of the user's passkeys with rename and delete per row.
 */
export class PasskeyRegistrationPage {
  constructor(readonly page: Page) {}

  async waitForStart(): Promise<void> {
    await byRole(this.page, 'heading', START_TITLE).wait();
    await byRole(this.page, 'button', 'Create a Passkey').wait();
  }

  async create(): Promise<void> {
    await byRole(this.page, 'button', 'Create a Passkey').click();
  }

  async skip(): Promise<void> {
    await byRole(this.page, 'button', 'Skip').click();
  }

  async waitForList(): Promise<void> {
    await byRole(this.page, 'heading', SUCCESS_TITLE).wait();
  }

  /** The names of the listed passkeys, in the order shown (each row's Edit button names it). */
  async names(): Promise<string[]> {
    await this.waitForList();
    const edits = await this.page.$$('::-p-aria([role="button"])');
    const labels = await Promise.all(
      edits.map((button) => button.evaluate((el) => el.getAttribute('aria-label') ?? '')),
    );
    return labels.filter((label) => label.startsWith('Edit ')).map((label) => label.slice(5));
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
    await byRole(this.page, 'button', `Edit ${from}`).click();
    await byRole(this.page, 'textbox', 'Passkey name').fill(to);
    await byRole(this.page, 'button', 'Save').click();
  }

  /** Delete on a row, the warning, then Delete (or Cancel, to keep it). */
  async delete(name: string, answer: 'Delete' | 'Cancel' = 'Delete'): Promise<void> {
    await byRole(this.page, 'button', `Delete ${name}`).click();
    await waitForText(this.page, DELETE_WARNING);
    await byRole(this.page, 'button', answer).click();
  }

  async another(): Promise<void> {
    await byRole(this.page, 'button', 'Set up another Passkey').click();
  }

  async done(): Promise<void> {
    await byRole(this.page, 'button', 'Done').click();
  }

  async expectNoUserError(): Promise<void> {
    await waitForText(this.page, NO_USER);
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }
}
