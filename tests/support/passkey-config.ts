import type { ConfigFile } from '../../widget/config/schema';

/**
 * The login config the passkey browser suites mount: email passcodes beside passkeys (Main's
 * email field carries the autofill hint). `widget` is the same without token and API, for the
 * React host's `config` prop.
 */
export function passkeyLoginConfig(publicToken: string, apiUrl: string) {
  const widget = {
    products: ['otp', 'passkeys'],
    otpOptions: { methods: ['email'] },
  } satisfies Omit<ConfigFile, 'publicToken' | 'apiUrl'>;
  return { config: { publicToken, apiUrl, ...widget }, widget };
}
