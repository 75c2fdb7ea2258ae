import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../widget/i18n/locales';
import { englishText, placeholderValue, uiText } from './ui-text';

describe('uiText', () => {
  it('gives the widget strings of the language, placeholders filled, English by default', () => {
    expect(englishText('email.submit')).toBe('Continue with email');
    expect(uiText('de')('email.submit')).toBe('Weiter mit E-Mail');
    expect(uiText('de')('passkeyRow.edit', { name: 'Laptop' })).toBe('Laptop bearbeiten');
    expect(englishText('oauth.continueWith')).toBe('Continue with {provider}');
  });

  it('has every language the widget ships, each with the strings of every product', () => {
    for (const locale of LOCALES) {
      const t = uiText(locale);
      for (const id of ['main.tabs.email', 'passwords.continue', 'crypto.otherWallets'] as const) {
        expect(t(id), `${locale} ${id}`).not.toBe('');
      }
    }
  });
});

describe('placeholderValue', () => {
  it('reads the value back wherever the template puts it', () => {
    expect(placeholderValue('Continue with {provider}', 'Continue with Google')).toBe('Google');
    expect(placeholderValue('{name} bearbeiten', 'Passkey 1 bearbeiten')).toBe('Passkey 1');
    expect(placeholderValue('تعديل {name}', 'تعديل Passkey 1')).toBe('Passkey 1');
    // Any label of that shape fits: CryptoPage keeps only the wallet names it knows.
    expect(placeholderValue('Continue with {wallet}', 'Continue with other Crypto Wallet')).toBe(
      'other Crypto Wallet',
    );
  });

  it('is undefined for a label the template does not make', () => {
    expect(placeholderValue('Continue with {provider}', 'Weiter mit Google')).toBeUndefined();
    expect(placeholderValue('Continue with {provider}', 'Continue with ')).toBeUndefined();
    expect(placeholderValue('Skip', 'Skip')).toBeUndefined();
  });
});
