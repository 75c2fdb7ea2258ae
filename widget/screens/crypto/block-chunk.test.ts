import { describe, expect, it } from 'vitest';
import { defaultString, en } from '../../i18n/en';
import { enCrypto } from '../../i18n/en-crypto';

describe('the crypto chunk', () => {
  it('brings its strings with it (none in the first-render table before it loads)', async () => {
    expect(Object.keys(en).filter((id) => id in enCrypto)).toEqual([]);
    expect(defaultString('cryptoConfirmation.title')).toBe('cryptoConfirmation.title');
    // Main's part alone brings every string, so the block and any screen can use them.
    const chunk = await import('./block-chunk');
    expect(Object.keys(chunk)).toEqual(['WalletBlock']);
    // The product's strings, quoted exactly.
    expect(
      [
        'cryptoConnect.title',
        'cryptoSign.title',
        'cryptoOther.title',
        'cryptoSetup.title',
        'cryptoError.title',
        'cryptoConfirmation.title',
        'crypto.otherWallets',
        'crypto.setupLink',
      ].map((id) => defaultString(id as keyof typeof enCrypto)),
    ).toEqual([
      'Connecting to your wallet...',
      'Completing signature request...',
      'Continue with other wallet',
      'Set up a new crypto wallet',
      'Looks like there was an error!',
      'Success! You have successfully connected your wallet.',
      'Continue with other Crypto Wallet',
      'Set up a new crypto wallet',
    ]);
  });

  it('keeps the screens in a chunk of their own', async () => {
    const screens = await import('./screens-chunk');
    expect(Object.keys(screens).sort()).toEqual([
      'CryptoConfirmation',
      'CryptoConnect',
      'CryptoError',
      'CryptoOther',
      'CryptoSetupWallet',
      'CryptoSignMessage',
    ]);
  });
});
