import { loginMode } from './login';
import { resetPasswordMode } from './resetPassword';
import type { MountMode } from './types';

/** Every mount mode this build ships. A new mode adds its folder and its line here. */
export const mountModes: readonly MountMode[] = [loginMode, resetPasswordMode];

export type { ResetPasswordMountOptions } from './resetPassword';
export type { MountMode, MountModeInfo } from './types';
export { loginMode, resetPasswordMode };
