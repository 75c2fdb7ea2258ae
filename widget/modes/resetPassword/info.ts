import { Screen } from '../../flow/screens';
import type { MountModeInfo } from '../types';
import { resetPasswordConfigProblems } from './rules';

/** The reset password mount: takes a reset token, opens on Password Reset Form. */
export const resetPasswordModeInfo = {
  id: 'resetPassword',
  functionName: 'mountResetPassword',
  componentName: 'StytchPasswordReset',
  startScreen: Screen.PasswordResetForm,
  rules: resetPasswordConfigProblems,
  // Only the login mount logs render_login_screen.
  readyEvents: [],
  snippetTemplates: { html: 'reset-password.html', react: 'ResetPassword.tsx.tpl' },
} as const satisfies MountModeInfo;
