import { useEffect, useState } from 'react';
import {
  type DetectedWallet,
  detectWallets,
  type WalletWindow,
  watchWallets,
} from './detect-wallets';

const sameWallets = (a: readonly DetectedWallet[], b: readonly DetectedWallet[]) =>
  a.length === b.length &&
  a.every((wallet, i) => wallet.option === b[i]?.option && wallet.provider === b[i]?.provider);

const pageWindow = () => window as unknown as WalletWindow;

/**
 * The wallets this browser has, kept current while the component is shown (a wallet that
 * announces itself late appears); unmounting removes every listener.
 */
export function useDetectedWallets(): DetectedWallet[] {
  const [wallets, setWallets] = useState(() => detectWallets(pageWindow()));
  useEffect(
    () =>
      watchWallets(pageWindow(), (next) =>
        setWallets((current) => (sameWallets(current, next) ? current : next)),
      ),
    [],
  );
  return wallets;
}
