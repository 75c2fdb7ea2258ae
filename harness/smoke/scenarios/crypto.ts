import type { Page } from 'puppeteer-core';
import { basicAuthHeader } from '../../test-api';
import { CryptoPage } from '../pages/CryptoPage';
import { englishText } from '../pages/ui-text';
import {
  type InjectedWallet,
  type InjectedWalletOptions,
  installInjectedWallets,
  type WalletFamily,
} from '../support/injected-wallets';
import { NEEDS } from './needs';
import { expectSessionCookie } from './session';
import type { Scenario, ScenarioContext } from './types';

// Wallet logins: a wallet of one family injected into the page (keys in Node, real
// signatures), chosen on Main (or Crypto Other), connected, signed, and the session checked
// with the test API.

/** The name each family's button carries in English ('Continue with {name}'). */
export const WALLET_LABEL: Record<WalletFamily, string> = {
  phantom: 'Phantom',
  vessel: 'Vessel',
  binance: 'Binance',
  coinbase: 'Coinbase',
  metamask: 'Metamask',
  otherEthereum: 'Other Ethereum Wallet',
  otherSolana: 'Other Solana Wallet',
};

export const WALLET_FAMILIES = Object.keys(WALLET_LABEL) as WalletFamily[];

/**
 * Throws unless the page's session cookie is a session the test API knows, for a user who
 * owns `wallet`'s address (Ethereum addresses compared case-insensitively).
 */
export async function expectWalletSession(
  page: Page,
  { apiUrl, publicToken }: Pick<ScenarioContext, 'apiUrl' | 'publicToken'>,
  wallet: InjectedWallet,
): Promise<void> {
  await expectSessionCookie(page);
  const token = (await page.cookies()).find((c) => c.name === 'stytch_session')?.value ?? '';
  const response = await fetch(new URL('/sdk/v1/users/me', apiUrl), {
    headers: {
      Authorization: basicAuthHeader(publicToken, token),
    },
  });
  const body = (await response.json()) as {
    data?: { crypto_wallets?: { crypto_wallet_address: string; crypto_wallet_type: string }[] };
  };
  if (!response.ok) throw new Error(`users/me with the session cookie answered ${response.status}`);
  const same = (a: string) =>
    wallet.chain === 'ethereum'
      ? a.toLowerCase() === wallet.address.toLowerCase()
      : a === wallet.address;
  const owned = body.data?.crypto_wallets ?? [];
  if (!owned.some((w) => same(w.crypto_wallet_address) && w.crypto_wallet_type === wallet.chain)) {
    throw new Error(
      `The session's user has no ${wallet.chain} wallet ${wallet.address} (has ${JSON.stringify(owned)})`,
    );
  }
}

/** Injects `options`, opens the page and logs in with it; answers the wallet. */
export async function logInWithWallet(
  context: ScenarioContext,
  options: InjectedWalletOptions,
): Promise<InjectedWallet> {
  const { page, pageUrl, t = englishText } = context;
  const [wallet] = await installInjectedWallets(page, [options]);
  if (!wallet) throw new Error('No wallet installed');
  await page.goto(pageUrl);
  const crypto = new CryptoPage(page, t);
  await crypto.chooseWallet(t(`crypto.wallet.${options.family}`));
  await crypto.expectConfirmation();
  await expectWalletSession(page, context, wallet);
  return wallet;
}

function walletScenario(family: WalletFamily): Scenario {
  return {
    name: `login: crypto wallet, ${WALLET_LABEL[family]}`,
    mountMode: 'login',
    needs: NEEDS.cryptoWallets,
    appliesTo: (config) => config.products.includes('crypto'),
    async run(context) {
      await logInWithWallet(context, { family });
    },
  };
}

/** One login per wallet family, each wallet injected as that family's extension does. */
export const cryptoScenarios: Scenario[] = WALLET_FAMILIES.map(walletScenario);
