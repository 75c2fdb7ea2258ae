/** Every screen of the widget, by id (spec section 2). Products add theirs here. */
export const Screen = {
  Main: 'Main',
  OtpAuthenticate: 'OtpAuthenticate',
  OtpConfirmation: 'OtpConfirmation',
  EmailConfirmation: 'EmailConfirmation',
} as const;

export type Screen = (typeof Screen)[keyof typeof Screen];
