/**
 * Every screen of the widget, by id: there are no URL routes, the flow shows one screen at a
 * time. Products and mount modes add theirs.
 */
export const Screen = {
  Main: 'Main',
  OtpAuthenticate: 'OtpAuthenticate',
  OtpConfirmation: 'OtpConfirmation',
  EmailConfirmation: 'EmailConfirmation',
  PasswordCreateOrLogin: 'PasswordCreateOrLogin',
  PasswordForgot: 'PasswordForgot',
  PasswordSetNew: 'PasswordSetNew',
  PasswordBreached: 'PasswordBreached',
  PasswordDedupe: 'PasswordDedupe',
  PasswordResetForm: 'PasswordResetForm',
  PasswordConfirmation: 'PasswordConfirmation',
  PasskeyConfirmation: 'PasskeyConfirmation',
  PasskeyRegistrationStart: 'PasskeyRegistrationStart',
  PasskeyRegistrationSuccess: 'PasskeyRegistrationSuccess',
  CryptoConnect: 'CryptoConnect',
  CryptoSignMessage: 'CryptoSignMessage',
  CryptoOther: 'CryptoOther',
  CryptoSetupWallet: 'CryptoSetupWallet',
  CryptoError: 'CryptoError',
  CryptoConfirmation: 'CryptoConfirmation',
} as const;
export type Screen = (typeof Screen)[keyof typeof Screen];

/**
 * The id of a screen held in flow state. Wider than `Screen` so a mount mode can bring screens
 * of its own; transitions inside the product flows still name a `Screen`.
 */
export type ScreenId = Screen | (string & {});
