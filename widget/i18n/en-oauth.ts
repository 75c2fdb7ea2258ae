// The OAuth product's strings (spec section 2, quoted exactly), loaded with its lazy chunk
// (screens/oauth/chunk.ts). Hosts override them through `strings` as any other.
export const enOAuth = {
  'oauth.continueWith': 'Continue with {provider}',
} as const;
