import type { OtpMethod } from '../config/constants';
import { Screen, type ScreenId } from './screens';

export interface OtpState {
  type: OtpMethod;
  methodId: string;
  /** What the code was sent to, as the user should read it (email or formatted phone). */
  otpDestination: string;
  /** What the code is sent to on the wire (the email, or the phone number in E.164). */
  sendTo: string;
  /** When the current code stops working (epoch ms); drives the countdown. */
  expiresAt: number;
}

export interface FormState {
  magicLinkState: { email: string };
  otpState: OtpState;
  errorMessage: string;
}

export interface FlowState {
  screen: ScreenId;
  form: FormState;
}

export function initialFlowState(screen: ScreenId = Screen.Main): FlowState {
  return {
    screen,
    form: {
      magicLinkState: { email: '' },
      otpState: { type: 'email', methodId: '', otpDestination: '', sendTo: '', expiresAt: 0 },
      errorMessage: '',
    },
  };
}
