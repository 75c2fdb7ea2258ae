import { Screen } from '../flow/screens';
import { lazyChunk } from '../ui/lazy-component';
import type { ProductEntry } from './types';

// Everything the passkeys product draws is in one lazily loaded chunk, shared with the
// registration mount: a config without passkeys never fetches it.
const fromChunk = lazyChunk(() => import('../screens/passkeys/product-chunk'));

export const passkeysProduct: ProductEntry = {
  id: 'passkeys',
  passkeyLogin: {
    Button: fromChunk('PasskeyButton'),
    // It draws nothing: no spinner or network message on Main while it loads.
    Autofill: fromChunk('PasskeyAutofill', { quiet: true }),
  },
  screens: { [Screen.PasskeyConfirmation]: fromChunk('PasskeyConfirmation') },
};
