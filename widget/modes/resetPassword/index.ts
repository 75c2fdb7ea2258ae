import { Screen } from '../../flow/screens';
import { lazyComponent } from '../../ui/lazy-component';
import type { MountMode } from '../types';
import { resetPasswordModeInfo } from './info';
import { type ResetPasswordMountOptions, readResetToken } from './reset-token';

// Loaded on first render, with the strength UI it shares with the login mount's create form.
const PasswordResetForm = lazyComponent(() =>
  import('../../screens/passwords/PasswordResetForm').then((m) => m.PasswordResetForm),
);

export const resetPasswordMode: MountMode<ResetPasswordMountOptions> = {
  ...resetPasswordModeInfo,
  screens: { [Screen.PasswordResetForm]: PasswordResetForm },
  initialForm: (options) => ({ resetPasswordState: readResetToken(options) }),
};

export type { ResetPasswordMountOptions };
