import { Screen } from '../../flow/screens';
import { Main } from '../../screens/main/Main';
import type { MountMode } from '../types';
import { loginModeInfo } from './info';

export const loginMode: MountMode = {
  ...loginModeInfo,
  screens: { [Screen.Main]: Main },
};
