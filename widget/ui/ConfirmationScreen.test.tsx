// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { widgetTestRoot } from '../../tests/support/widget-test-root';
import type { Product } from '../config/constants';
import { addDefaultStrings } from '../i18n/en';
import { enCrypto } from '../i18n/en-crypto';
import { enPasskeys } from '../i18n/en-passkeys';
import { enPasswords } from '../i18n/en-passwords';
import { CryptoConfirmation } from '../screens/crypto/CryptoConfirmation';
import { OtpConfirmation } from '../screens/otp/OtpConfirmation';
import { PasskeyConfirmation } from '../screens/passkeys/PasskeyConfirmation';
import { PasswordConfirmation } from '../screens/passwords/PasswordConfirmation';

afterEach(cleanup);
// What each product's chunk adds to the English table as it loads.
addDefaultStrings(enCrypto);
addDefaultStrings(enPasskeys);
addDefaultStrings(enPasswords);

// Each product's confirmation is the one screen with the product's own strings, quoted exactly.
describe.each<[string, ComponentType, Product, string, string | null]>([
  ['OTP', OtpConfirmation, 'otp', 'Success', 'Your passcode has been successfully verified.'],
  [
    'Password',
    PasswordConfirmation,
    'passwords',
    'Success! You have successfully logged in.',
    null,
  ],
  [
    'Crypto',
    CryptoConfirmation,
    'crypto',
    'Success! You have successfully connected your wallet.',
    null,
  ],
  [
    'Passkey',
    PasskeyConfirmation,
    'passkeys',
    'Success. Your Passkey has been successfully authenticated.',
    null,
  ],
])('%s Confirmation', (_name, Confirmation, product, title, body) => {
  it('shows its title, the green check and its line, if any', () => {
    const root = widgetTestRoot({ products: [product] }, {});
    const { container } = render(<Confirmation />, { wrapper: root.wrapper });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('img', { name: 'Green check mark' })).toBeTruthy();
    const lines = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(lines).toEqual(body ? [body] : []);
  });
});
