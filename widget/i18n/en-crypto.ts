// The crypto wallets product's strings, quoted exactly (hosts and tests match on this wording),
// loaded with its lazy chunks (screens/crypto/strings-and-styles.ts). Hosts override them through
// `strings` as any other.
export const enCrypto = {
  'crypto.continueWith': 'Continue with {wallet}',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.metamask': 'Metamask',
  'crypto.wallet.otherEthereum': 'Other Ethereum Wallet',
  'crypto.wallet.otherSolana': 'Other Solana Wallet',
  'crypto.otherWallets': 'Continue with other Crypto Wallet',
  'crypto.setupLink': 'Set up a new crypto wallet',
  'cryptoConnect.title': 'Connecting to your wallet...',
  'cryptoConnect.body': 'Approve the connection in your wallet’s window to continue.',
  'cryptoSign.title': 'Completing signature request...',
  'cryptoSign.body': 'Sign the message in your wallet’s window to finish logging in.',
  'crypto.trouble':
    'Having trouble? Go back to the main screen with the arrow and try logging in again.',
  'cryptoOther.title': 'Continue with other wallet',
  'cryptoOther.none': 'No other wallets were found in this browser.',
  'cryptoSetup.title': 'Set up a new crypto wallet',
  'cryptoSetup.body':
    'Logging in with a crypto wallet keeps your account private. Install an Ethereum or Solana wallet, set it up, then come back to log in with it.',
  'cryptoSetup.linksLabel': 'Wallets to download',
  'cryptoSetup.newTab': '(opens in a new tab)',
  'cryptoError.title': 'Looks like there was an error!',
  'cryptoError.body':
    'The wallet could not log you in. If you closed or declined its window, go back and try again.',
  'cryptoError.back': 'Back to log in',
  'cryptoConfirmation.title': 'Success! You have successfully connected your wallet.',
} as const;
