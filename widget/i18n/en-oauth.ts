// The OAuth product's strings, quoted exactly (hosts and tests match on this wording), loaded with
// its lazy chunk (screens/oauth/block-chunk.ts). Hosts override them through `strings` as any
// other.
export const enOAuth = {
  'oauth.continueWith': 'Continue with {provider}',
} as const;
