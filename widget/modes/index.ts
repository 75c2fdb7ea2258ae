import { loginMode } from './login';
import { passkeyRegistrationMode } from './passkeyRegistration';
import { resetPasswordMode } from './resetPassword';
import type { MountMode } from './types';

/** Every mount mode this build ships. A new mode adds its folder and its line here. */
export const mountModes: readonly MountMode[] = [
  loginMode,
  resetPasswordMode,
  passkeyRegistrationMode as MountMode,
];

export type { PasskeyRegistrationMountOptions } from './passkeyRegistration';
export type { ResetPasswordMountOptions } from './resetPassword';
export type { MountMode, MountModeInfo } from './types';
export { loginMode, passkeyRegistrationMode, resetPasswordMode };
