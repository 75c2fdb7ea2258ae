// The passwords product's strings, quoted exactly (hosts and tests match on this wording), loaded
// with its lazy chunk (screens/passwords/product-chunk.ts). Hosts override them through `strings`
// as any other.
export const enPasswords = {
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
} as const;
