import { Screen } from '../../flow/screens';
import type { MountModeInfo } from '../types';
import { loginConfigProblems } from './rules';

/** The login mount: Main and the product screens behind it. */
export const loginModeInfo = {
  id: 'login',
  functionName: 'mountLogin',
  componentName: 'StytchLogin',
  startScreen: Screen.Main,
  rules: loginConfigProblems,
  // The provider's prebuilt UI logs this once per login screen; other mounts do not.
  readyEvents: ['render_login_screen'],
  snippetTemplates: { html: 'embed.html', react: 'LoginWidget.tsx.tpl' },
} as const satisfies MountModeInfo;
