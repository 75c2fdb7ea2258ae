import { loginModeInfo } from './login/info';
import { passkeyRegistrationModeInfo } from './passkeyRegistration/info';
import { resetPasswordModeInfo } from './resetPassword/info';
import type { MountModeInfo } from './types';

/** Every mount mode this build ships, without UI: for the CLI, the harness and the docs. */
export const mountModeInfos: readonly MountModeInfo[] = [
  loginModeInfo,
  resetPasswordModeInfo,
  passkeyRegistrationModeInfo,
];
