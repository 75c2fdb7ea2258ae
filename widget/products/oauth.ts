import { lazyChunk } from '../ui/lazy-component';
import type { ProductEntry } from './types';

// Main's social block and the providers' marks are one lazily loaded chunk: a config without
// OAuth never fetches it.
export const oauthProduct: ProductEntry = {
  id: 'oauth',
  block: {
    kind: 'social',
    Block: lazyChunk(() => import('../screens/oauth/block-chunk'))('OAuthBlock'),
  },
  screens: {},
};
