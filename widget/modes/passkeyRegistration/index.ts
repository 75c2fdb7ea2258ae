import type { ComponentType } from 'react';
import type { CommonMountOptions } from '../../app/types';
import { Screen } from '../../flow/screens';
import type { PasskeysChunk } from '../../screens/passkeys/chunk';
import { lazyComponent } from '../../ui/lazy-component';
import type { MountMode } from '../types';
import { passkeyRegistrationModeInfo } from './info';

/** The registration mount's options: the common ones, `config` optional. */
export type PasskeyRegistrationMountOptions = CommonMountOptions;

// From the passkeys product's chunk: one lazy chunk for both mounts keeps the modules it
// shares with the widget in one file.
const fromChunk = (name: keyof PasskeysChunk): ComponentType =>
  lazyComponent(() => import('../../screens/passkeys/chunk').then((chunk) => chunk[name]));

export const passkeyRegistrationMode: MountMode<PasskeyRegistrationMountOptions> = {
  ...passkeyRegistrationModeInfo,
  screens: {
    [Screen.PasskeyRegistrationStart]: fromChunk('PasskeyRegistrationStart'),
    [Screen.PasskeyRegistrationSuccess]: fromChunk('PasskeyRegistrationSuccess'),
  },
};
