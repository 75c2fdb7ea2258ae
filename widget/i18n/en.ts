import type { enCrypto } from './en-crypto';
import type { enOAuth } from './en-oauth';
import type { enOneTap } from './en-one-tap';
import type { enPasskeys } from './en-passkeys';
import type { enPasswords } from './en-passwords';

// The user-facing strings every mount needs, by id, quoted exactly: hosts and tests match on
// this wording. Each product's own strings are in en-<product>.ts, loaded with its chunk.
// Hosts override any of them through the `strings` mount option.
export const en = {
  'main.header': 'Sign up or log in',
  'main.divider': 'or',
  'main.poweredBy': 'Powered by Stytch',
  'main.logoAlt': 'Logo',
  'main.tabs.sms': 'Text (SMS)',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'Email',
  'main.tabs.label': 'Choose how to receive your login',
  'config.passkeysAlone':
    'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'config.emlAndEmailOtp': 'Error: Cannot use both EML and Email OTP',
  'config.resetNeedsPasswords': 'Error: The password reset widget needs "passwords" in products.',
  'config.invalidTitle': 'This login widget is misconfigured:',
  'email.label': 'Email',
  'email.placeholder': 'example@email.com',
  'email.submit': 'Continue with email',
  'email.invalidOtp': 'Invalid email, please try again.',
  'email.invalidAddress': 'Invalid email address',
  'phone.countryLabel': 'Country',
  'phone.label': 'Phone number',
  'phone.placeholder': '(123) 456-7890',
  'phone.submitSms': 'Continue with text message',
  'phone.submitWhatsapp': 'Continue with WhatsApp',
  'phone.invalid': 'Invalid phone number, please try again.',
  'otp.title': 'Enter passcode',
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.',
  'otp.label': 'One-time passcode',
  'otp.verifying': 'Verifying passcode...',
  'otp.invalid': 'Invalid passcode, please try again.',
  'otp.expiresIn': "Your code expires in {time}. Didn't get it?",
  'otp.expired': 'Your code has expired.',
  'otp.resend': 'Resend code',
  'otp.resent': 'Code resent',
  'otpConfirmation.title': 'Success',
  'otpConfirmation.body': 'Your passcode has been successfully verified.',
  'common.checkImageAlt': 'Green check mark',
  'emailConfirmation.title': 'Check your email',
  'emailConfirmation.body': 'An email was sent to {email}.',
  'emailConfirmation.gmail': 'Open Gmail',
  'emailConfirmation.yahoo': 'Open Yahoo',
  'emailConfirmation.outlook': 'Open Outlook',
  'emailConfirmation.tryAgain': 'Try again',
  'common.back': 'Back',
  'common.loading': 'Loading',
  'error.network': 'Unable to contact our servers.',
  'error.chunkLoad':
    'Part of this form did not load: {url}. Check that the file is served at that address (npx stytch-widget doctor checks it).',
} as const;

/** Every string id: the ones above and those of lazily loaded parts (en-passwords.ts, en-passkeys.ts, en-oauth.ts). */
export type StringId =
  | keyof typeof en
  | keyof typeof enPasswords
  | keyof typeof enPasskeys
  | keyof typeof enOAuth
  | keyof typeof enCrypto
  | keyof typeof enOneTap;
export type Strings = Record<StringId, string>;

// The defaults known so far: a lazily loaded part adds its own when it loads, so its strings
// do not weigh on the first render of configs that never show it.
const defaults: Partial<Strings> = { ...en };

export function addDefaultStrings(table: Partial<Strings>): void {
  Object.assign(defaults, table);
}

/** The English string for an id (the id itself if its part has not loaded: a visible gap). */
export function defaultString(id: StringId): string {
  return defaults[id] ?? id;
}

/** Fills `{name}` placeholders; unknown names are left visible so a gap is noticed. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
