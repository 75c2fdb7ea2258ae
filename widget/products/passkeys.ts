import type { ComponentType } from 'react';
import { Screen } from '../flow/screens';
import type { PasskeysChunk } from '../screens/passkeys/chunk';
import { lazyComponent } from '../ui/lazy-component';
import type { ProductEntry } from './types';

// Everything the passkeys product draws is in one lazily loaded chunk, shared with the
// registration mount: a config without passkeys never fetches it.
const load = (name: keyof PasskeysChunk) => () =>
  import('../screens/passkeys/chunk').then((chunk): ComponentType => chunk[name]);

export const passkeysProduct: ProductEntry = {
  id: 'passkeys',
  passkeyLogin: {
    Button: lazyComponent(load('PasskeyButton')),
    // It draws nothing: no spinner or network message on Main while it loads.
    Autofill: lazyComponent(load('PasskeyAutofill'), { quiet: true }),
  },
  screens: { [Screen.PasskeyConfirmation]: lazyComponent(load('PasskeyConfirmation')) },
};
