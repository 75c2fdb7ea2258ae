import { Screen } from '../../flow/screens';
import { lazyChunk } from '../../ui/lazy-component';
import type { MountMode } from '../types';
import { resetPasswordModeInfo } from './info';
import { type ResetPasswordMountOptions, readResetToken } from './reset-token';

// Loaded on first render, from the passwords product's chunk: one lazy chunk rather than two
// keeps the modules it shares with the widget in one file, fewer bytes before any first render.
const PasswordResetForm = lazyChunk(() => import('../../screens/passwords/product-chunk'))(
  'PasswordResetForm',
);

export const resetPasswordMode: MountMode<ResetPasswordMountOptions> = {
  ...resetPasswordModeInfo,
  screens: { [Screen.PasswordResetForm]: PasswordResetForm },
  initialForm: (options) => ({ resetPasswordState: readResetToken(options) }),
};

export type { ResetPasswordMountOptions };
