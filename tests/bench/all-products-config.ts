import type { ConfigFile } from '../../widget/config/schema';

/**
 * Every product at once, as both benchmarks measure it: SMS and WhatsApp codes (email codes
 * cannot sit beside magic links), magic links under passwords' email tab, three social
 * providers, wallets and passkeys.
 */
export function allProductsConfig(base: { publicToken: string; apiUrl?: string }): ConfigFile {
  return {
    publicToken: base.publicToken,
    ...(base.apiUrl ? { apiUrl: base.apiUrl } : {}),
    products: ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'],
    otpOptions: { methods: ['sms', 'whatsapp'], expirationMinutes: 5 },
    oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }] },
  };
}
