import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../widget/config/schema';
import { appPasskeyRegistrationPage } from './app-passkey-page';

const url = 'http://localhost:3000/login';
const products: ConfigFile['products'] = ['otp', 'passkeys'];

describe('--passkey-registration-url', () => {
  it('is the passkey page of the app at --url, on its origin', () => {
    const page = appPasskeyRegistrationPage(
      { url, inject: false, passkeyRegistrationUrl: 'http://localhost:3000/account/passkeys' },
      { products },
    );
    expect(page?.href).toBe('http://localhost:3000/account/passkeys');
    expect(appPasskeyRegistrationPage({ url, inject: false }, { products: ['otp'] })).toBe(
      undefined,
    );
  });

  it('is refused, saying why, without --url, with an injected widget, elsewhere or without passkeys', () => {
    const passkeyRegistrationUrl = 'http://localhost:3000/passkeys';
    expect(() => appPasskeyRegistrationPage({ passkeyRegistrationUrl }, { products })).toThrow(
      "--passkey-registration-url is the passkey page of your app: use it with --url <the app's login page> --no-inject",
    );
    expect(() => appPasskeyRegistrationPage({ url, passkeyRegistrationUrl }, { products })).toThrow(
      "--passkey-registration-url is your app's own passkey page: use it with --no-inject (an injected widget goes on --url only)",
    );
    expect(() =>
      appPasskeyRegistrationPage(
        { url, inject: false, passkeyRegistrationUrl: 'http://localhost:4000/passkeys' },
        { products },
      ),
    ).toThrow(
      "--passkey-registration-url must be on --url's origin (http://localhost:3000), got http://localhost:4000: a passkey belongs to the site that registered it",
    );
    expect(() =>
      appPasskeyRegistrationPage(
        { url, inject: false, passkeyRegistrationUrl: '/passkeys' },
        { products },
      ),
    ).toThrow(
      '--passkey-registration-url must be an absolute http:// or https:// address, got "/passkeys"',
    );
    expect(() =>
      appPasskeyRegistrationPage(
        { url, inject: false, passkeyRegistrationUrl },
        { products: ['otp'] },
      ),
    ).toThrow(
      '--passkey-registration-url: the config offers no passkeys; add "passkeys" to its products to test them',
    );
  });
});
