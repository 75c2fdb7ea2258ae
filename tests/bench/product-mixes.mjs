// The product mixes whose first-render bytes are measured (bundle-size benchmark) and held to a
// budget (tests/size): each names the modules Main needs drawn beyond the entry, i.e. the lazy
// chunk holding each product's part of Main (named by the module drawing it, since a chunk's
// own file may be only re-exports the bundler folds away).
const PASSWORDS = 'widget/screens/passwords/PasswordEmailForm.tsx';
const OAUTH = 'widget/screens/oauth/OAuthBlock.tsx';
const CRYPTO = 'widget/screens/crypto/WalletBlock.tsx';
const PASSKEYS = 'widget/screens/passkeys/PasskeyButton.tsx';

export const PRODUCT_MIXES = {
  'email OTP': [],
  'email magic links': [],
  // The phone form draws with the default country; libphonenumber-js follows behind it.
  'SMS OTP': [],
  passwords: [PASSWORDS],
  'social sign-in': [OAUTH],
  'crypto wallets': [CRYPTO],
  'email OTP + passkeys': [PASSKEYS],
  // SMS is the first tab (its form draws before the phone helpers arrive); passwords' form
  // waits behind the Email tab, and the passkey part stays invisible (autofill) until then.
  'all six products': [OAUTH, CRYPTO],
};
