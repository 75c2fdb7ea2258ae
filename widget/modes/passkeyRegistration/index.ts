import type { CommonMountOptions } from '../../app/types';
import { Screen } from '../../flow/screens';
import { lazyChunk } from '../../ui/lazy-component';
import type { MountMode } from '../types';
import { passkeyRegistrationModeInfo } from './info';

/** The registration mount's options: the common ones, `config` optional. */
export type PasskeyRegistrationMountOptions = CommonMountOptions;

// From the passkeys product's chunk: one lazy chunk for both mounts keeps the modules it
// shares with the widget in one file.
const fromChunk = lazyChunk(() => import('../../screens/passkeys/product-chunk'));

export const passkeyRegistrationMode: MountMode<PasskeyRegistrationMountOptions> = {
  ...passkeyRegistrationModeInfo,
  screens: {
    [Screen.PasskeyRegistrationStart]: fromChunk('PasskeyRegistrationStart'),
    [Screen.PasskeyRegistrationSuccess]: fromChunk('PasskeyRegistrationSuccess'),
  },
};
