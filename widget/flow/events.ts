import type { Screen } from './screens';
import type { CryptoState, OtpState, PasswordState, ResetPasswordState } from './state';

/**
 * Every change to the flow state, as a discriminated union: a screen changes only through
 * `transition`, so the reducer is the one place the flow moves.
 */
export type FlowEvent =
  | { type: 'transition'; screen: Screen }
  | { type: 'setMagicLinkEmail'; email: string }
  | { type: 'updateOtpState'; otpState: Partial<OtpState> }
  | { type: 'updatePasswordState'; passwordState: Partial<PasswordState> }
  | { type: 'setResetPasswordState'; resetPasswordState: ResetPasswordState }
  | { type: 'updateCryptoState'; cryptoState: Partial<CryptoState> }
  | { type: 'setErrorMessage'; message: string }
  | { type: 'clearErrorMessage' };
