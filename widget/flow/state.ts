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

/** What users/search said about the email typed on Main; it picks the password form to show. */
export type PasswordUserType = 'new' | 'password' | 'passwordless';

export interface PasswordState {
  email: string;
  type: PasswordUserType;
}

/** How the reset mount was reached: a reset link, or a login link (stytch_token_type=login). */
export type ResetTokenType = 'reset_password' | 'login';

export interface ResetPasswordState {
  token: string;
  tokenType: ResetTokenType;
}

/** The wallets the widget offers: five named ones, and one generic entry per chain. */
export type WalletOption =
  | 'metamask'
  | 'phantom'
  | 'binance'
  | 'vessel'
  | 'coinbase'
  | 'otherEthereum'
  | 'otherSolana';

export interface CryptoState {
  walletAddress: string;
  walletOption: WalletOption;
  /** The message the server asked the wallet to sign. */
  walletChallenge: string;
}

export interface FormState {
  magicLinkState: { email: string };
  otpState: OtpState;
  passwordState: PasswordState;
  resetPasswordState: ResetPasswordState;
  cryptoState: CryptoState;
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
      passwordState: { email: '', type: 'new' },
      resetPasswordState: { token: '', tokenType: 'reset_password' },
      // Metamask until the user picks a wallet: the product's default wallet option.
      cryptoState: { walletAddress: '', walletOption: 'metamask', walletChallenge: '' },
      errorMessage: '',
    },
  };
}
