import type { Page } from 'puppeteer-core';
import { byRole, waitForText } from './queries';
import { englishText, placeholderValue, type UiText } from './ui-text';

/** The crypto screens' English text, for tests that check it. */
export const CRYPTO_TEXT = {
  otherWallets: englishText('crypto.otherWallets'),
  setupLink: englishText('crypto.setupLink'),
  connecting: englishText('cryptoConnect.title'),
  signing: englishText('cryptoSign.title'),
  otherTitle: englishText('cryptoOther.title'),
  setupTitle: englishText('cryptoSetup.title'),
  error: englishText('cryptoError.title'),
  success: englishText('cryptoConfirmation.title'),
  backToLogin: englishText('cryptoError.back'),
  // Logged to the console, word for word, when a wallet fails.
  connectFailed: '[Error] Could not connect to wallet',
  signFailed: '[Error] Could not sign message',
} as const;

/** A link on Crypto Setup Wallet, as the page has it. */
export interface DownloadLink {
  name: string;
  href: string;
  target: string;
  rel: string;
}

/** The wallet buttons' block, on Main and on Crypto Other. */
const WALLET_BLOCK = '.stw-wallets';

/** Main's wallet block and the Crypto screens. */
export class CryptoPage {
  constructor(
    readonly page: Page,
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  /**
   * 'Continue with {wallet}' (Main or Crypto Other), the wallet named as the widget shows it.
   * Looked for in the wallet block only: a social button may carry the same name ('Continue
   * with Coinbase' is both an OAuth provider and a wallet).
   */
  walletButton(wallet: string) {
    return byRole(this.page, 'button', this.t('crypto.continueWith', { wallet }), WALLET_BLOCK);
  }

  /** Waits for the wallet block, that is for 'Continue with other Crypto Wallet'. */
  async waitForBlock(): Promise<void> {
    await byRole(this.page, 'button', this.t('crypto.otherWallets')).wait();
  }

  /**
   * The wallets offered on the screen shown, in order: the names in the wallet block's
   * 'Continue with …' buttons, without the other-wallet button.
   */
  async walletNames(known: readonly string[]): Promise<string[]> {
    const labels = await this.page.evaluate(() => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const host of document.querySelectorAll('*'))
        if (host.shadowRoot) roots.push(host.shadowRoot);
      return roots.flatMap((root) =>
        Array.from(
          root.querySelectorAll('.stw-root .stw-wallets button'),
          (b) => b.textContent ?? '',
        ),
      );
    });
    const template = this.t('crypto.continueWith');
    return labels
      .flatMap((label) => placeholderValue(template, label) ?? [])
      .filter((name) => known.includes(name));
  }

  async openOtherWallets(): Promise<void> {
    await byRole(this.page, 'button', this.t('crypto.otherWallets')).click();
    await byRole(this.page, 'heading', this.t('cryptoOther.title')).wait();
  }

  async openSetup(): Promise<void> {
    await byRole(this.page, 'button', this.t('crypto.setupLink')).click();
    await byRole(this.page, 'heading', this.t('cryptoSetup.title')).wait();
  }

  /** The arrow back to Main on a Crypto screen. */
  async back(): Promise<void> {
    await byRole(this.page, 'button', this.t('common.back')).click();
  }

  /** Crypto Error's button back to Main. */
  async backToLogin(): Promise<void> {
    await byRole(this.page, 'button', this.t('cryptoError.back')).click();
  }

  /** The download links on Crypto Setup Wallet. */
  async downloadLinks(): Promise<DownloadLink[]> {
    return this.page.evaluate(() => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const host of document.querySelectorAll('*'))
        if (host.shadowRoot) roots.push(host.shadowRoot);
      return roots.flatMap((root) =>
        Array.from(root.querySelectorAll<HTMLAnchorElement>('.stw-root a[href]'), (a) => ({
          // The visible name, without the visually hidden "(opens in a new tab)".
          name: a.firstChild?.textContent ?? '',
          href: a.href,
          target: a.target,
          rel: a.rel,
        })),
      );
    });
  }

  /** Clicks 'Continue with {wallet}', on Main or, if it is not there, on Crypto Other. */
  async chooseWallet(wallet: string): Promise<void> {
    await this.waitForBlock();
    const names = await this.walletNames([wallet]);
    if (!names.includes(wallet)) await this.openOtherWallets();
    await this.walletButton(wallet).click();
  }

  async expectConfirmation(): Promise<void> {
    await byRole(this.page, 'heading', this.t('cryptoConfirmation.title')).wait();
  }

  async expectError(): Promise<void> {
    await byRole(this.page, 'heading', this.t('cryptoError.title')).wait();
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }
}
