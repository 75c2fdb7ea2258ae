// Every user-facing string, by id (spec sections 2, 4, 5 and 8, quoted exactly).
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
  'otpConfirmation.imageAlt': 'Green check mark',
  'emailConfirmation.title': 'Check your email',
  'emailConfirmation.body': 'An email was sent to {email}.',
  'emailConfirmation.gmail': 'Open Gmail',
  'emailConfirmation.yahoo': 'Open Yahoo',
  'emailConfirmation.outlook': 'Open Outlook',
  'emailConfirmation.tryAgain': 'Try again',
  'passwords.create.title': 'Create your account',
  'passwords.create.body': 'Set a password to finish creating your account.',
  'passwords.login.title': 'Enter your password',
  'passwords.password': 'Password',
  'passwords.show': 'Show password',
  'passwords.hide': 'Hide password',
  'passwords.continue': 'Continue',
  'passwords.forgot': 'Forgot your password?',
  'passwords.emailLink': 'Email me a login link',
  'passwords.emailCode': 'Email me a login code',
  'passwords.createInstead': 'Create a password instead',
  'passwords.resendPrompt': "Didn't get it?",
  'passwords.resend': 'Resend email',
  'passwords.resent': 'Email resent',
  'passwordForgot.title': 'Forgot password?',
  'passwordForgot.body': 'A link to reset your password was sent to {email}.',
  'passwordSetNew.title': 'Check your email!',
  'passwordSetNew.body': 'A login link was sent to {email}.',
  'passwordBreached.title': 'Check your email to set a new password',
  'passwordBreached.body':
    'This password was exposed in a security issue on another site, so it can no longer be used. To keep your account safe, an email was sent to {email} to set a new password.',
  'passwordDedupe.title': 'Check your email to set a new password!',
  'passwordDedupe.body':
    "To keep your account secure, we need to make sure it's really you. An email was sent to {email} to set a new password.",
  'passwordConfirmation.title': 'Success! You have successfully logged in.',
  'strength.meter': 'Password strength',
  'strength.score': '{score} of 4',
  'strength.length': 'Must be at least {count} characters long',
  'strength.complexity':
    'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
  'strength.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  'strength.met': 'Met:',
  'strength.unmet': 'Not met:',
  'resetPassword.title': 'Reset your password',
  'resetPassword.withoutPassword': 'Login without a password',
  'resetPassword.loggingInBusy': 'Logging in...',
  'resetPassword.loggingIn': 'Logging in',
  'resetPassword.noToken':
    'This page address has no password reset token. Open the link from your reset email again.',
  'common.back': 'Back',
  'common.loading': 'Loading',
  'error.network': 'Unable to contact our servers.',
} as const;

export type StringId = keyof typeof en;
export type Strings = Record<StringId, string>;

/** Fills `{name}` placeholders; unknown names are left visible so a gap is noticed. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
