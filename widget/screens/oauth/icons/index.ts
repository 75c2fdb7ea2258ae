import type { OAuthProvider } from '../../../config/constants';
import type { IconShape } from './shapes';

export type { IconShape } from './shapes';

type IconModule = Promise<{ icon: readonly IconShape[] }>;

/**
 * Each provider's mark is a chunk of its own, fetched when its button first shows: a widget
 * with three providers loads three marks, not nineteen.
 */
export const ICON_LOADERS: Readonly<Record<OAuthProvider, () => IconModule>> = {
  google: () => import('./google'),
  microsoft: () => import('./microsoft'),
  apple: () => import('./apple'),
  github: () => import('./github'),
  gitlab: () => import('./gitlab'),
  facebook: () => import('./facebook'),
  discord: () => import('./discord'),
  salesforce: () => import('./salesforce'),
  slack: () => import('./slack'),
  amazon: () => import('./amazon'),
  bitbucket: () => import('./bitbucket'),
  linkedin: () => import('./linkedin'),
  coinbase: () => import('./coinbase'),
  twitch: () => import('./twitch'),
  twitter: () => import('./twitter'),
  tiktok: () => import('./tiktok'),
  snapchat: () => import('./snapchat'),
  figma: () => import('./figma'),
  yahoo: () => import('./yahoo'),
};
