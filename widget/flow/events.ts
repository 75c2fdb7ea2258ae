import type { Screen } from './screens';
import type { OtpState } from './state';

/** The spec's actions (section 4) as a discriminated union. */
export type FlowEvent =
  | { type: 'transition'; screen: Screen }
  | { type: 'setMagicLinkEmail'; email: string }
  | { type: 'updateOtpState'; otpState: Partial<OtpState> }
  | { type: 'setErrorMessage'; message: string }
  | { type: 'clearErrorMessage' };
