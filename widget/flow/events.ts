import type { Screen } from './screens';
import type { OtpState, PasswordState, ResetPasswordState } from './state';

/** The spec's actions (section 4) as a discriminated union. */
export type FlowEvent =
  | { type: 'transition'; screen: Screen }
  | { type: 'setMagicLinkEmail'; email: string }
  | { type: 'updateOtpState'; otpState: Partial<OtpState> }
  | { type: 'updatePasswordState'; passwordState: Partial<PasswordState> }
  | { type: 'setResetPasswordState'; resetPasswordState: ResetPasswordState }
  | { type: 'setErrorMessage'; message: string }
  | { type: 'clearErrorMessage' };
