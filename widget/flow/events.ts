import type { Screen } from './screens';
import type { CryptoState, OtpState, PasswordState, ResetPasswordState } from './state';

/** The spec's actions (section 4) as a discriminated union. */
export type FlowEvent =
  | { type: 'transition'; screen: Screen }
  | { type: 'setMagicLinkEmail'; email: string }
  | { type: 'updateOtpState'; otpState: Partial<OtpState> }
  | { type: 'updatePasswordState'; passwordState: Partial<PasswordState> }
  | { type: 'setResetPasswordState'; resetPasswordState: ResetPasswordState }
  | { type: 'updateCryptoState'; cryptoState: Partial<CryptoState> }
  | { type: 'setErrorMessage'; message: string }
  | { type: 'clearErrorMessage' };
