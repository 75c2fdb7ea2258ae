import type { Page } from 'puppeteer-core';
import { byRole, waitForText } from './queries';

// As in widget/i18n/en-crypto.ts (spec section 2 quotes them).
export const CRYPTO_TEXT = {
  otherWallets: 'Continue with other Crypto Wallet',
  setupLink: 'Set up a new crypto wallet',
  connecting: 'Connecting to your wallet...',
  signing: 'Completing signature request...',
  otherTitle: 'Continue with other wallet',
  setupTitle: 'Set up a new crypto wallet',
  error: 'Looks like there was an error!',
  success: 'Success! You have successfully connected your wallet.',
  backToLogin: 'Back to log in',
  // Logged to the console (spec section 4).
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

/** Main's wallet block and the Crypto screens. */
export class CryptoPage {
  constructor(readonly page: Page) {}

  /** 'Continue with {wallet}' (Main or Crypto Other). */
  walletButton(wallet: string) {
    return byRole(this.page, 'button', `Continue with ${wallet}`);
  }

  /** Waits for the wallet block, that is for 'Continue with other Crypto Wallet'. */
  async waitForBlock(): Promise<void> {
    await byRole(this.page, 'button', CRYPTO_TEXT.otherWallets).wait();
  }

  /**
   * The wallets offered on the screen shown, in order: the names in its 'Continue with …'
   * buttons, without the other-wallet button (and social buttons, which name no wallet).
   */
  async walletNames(known: readonly string[]): Promise<string[]> {
    const labels = await this.page.evaluate(() => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const host of document.querySelectorAll('*'))
        if (host.shadowRoot) roots.push(host.shadowRoot);
      return roots.flatMap((root) =>
        Array.from(root.querySelectorAll('.stw-root button'), (b) => b.textContent ?? ''),
      );
    });
    return labels
      .filter((label) => label.startsWith('Continue with '))
      .map((label) => label.slice('Continue with '.length))
      .filter((name) => known.includes(name));
  }

  async openOtherWallets(): Promise<void> {
    await byRole(this.page, 'button', CRYPTO_TEXT.otherWallets).click();
    await byRole(this.page, 'heading', CRYPTO_TEXT.otherTitle).wait();
  }

  async openSetup(): Promise<void> {
    await byRole(this.page, 'button', CRYPTO_TEXT.setupLink).click();
    await byRole(this.page, 'heading', CRYPTO_TEXT.setupTitle).wait();
  }

  /** The arrow back to Main on a Crypto screen. */
  async back(): Promise<void> {
    await byRole(this.page, 'button', 'Back').click();
  }

  /** Crypto Error's button back to Main. */
  async backToLogin(): Promise<void> {
    await byRole(this.page, 'button', CRYPTO_TEXT.backToLogin).click();
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
    await byRole(this.page, 'heading', CRYPTO_TEXT.success).wait();
  }

  async expectError(): Promise<void> {
    await byRole(this.page, 'heading', CRYPTO_TEXT.error).wait();
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }
}
