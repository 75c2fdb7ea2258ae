import type { OAuthProvider } from '../../config/constants';

/** The providers' own spelling (GitHub, TikTok), as buttons and `init` show them. */
export const OAUTH_PROVIDER_NAMES: Readonly<Record<OAuthProvider, string>> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
};
