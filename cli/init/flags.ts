// The flags of `stytch-widget init`, as commander parses them (raw strings; the questions
// check them). Each prompts/ module declares the flags of its questions.

export interface FlagSpec {
  flags: string;
  description: string;
}

export interface InitFlags {
  dir?: string;
  yes?: boolean;
  force?: boolean;
  publicToken?: string;
  products?: string;
  otpMethods?: string;
  otpExpiration?: string;
  loginRedirectUrl?: string;
  signupRedirectUrl?: string;
  emlLoginExpiration?: string;
  emlSignupExpiration?: string;
  oauthProviders?: string;
  oneTap?: boolean;
  oneTapPosition?: string;
  resetPasswordRedirectUrl?: string;
  resetPasswordExpiration?: string;
  sessionDuration?: string;
  customizeTheme?: boolean;
  primaryColor?: string;
  secondaryColor?: string;
  successColor?: string;
  errorColor?: string;
  backgroundColor?: string;
  borderRadius?: string;
  width?: string;
  buttonRadius?: string;
  fontFamily?: string;
  logoUrl?: string;
  header?: boolean;
  shadowDom?: boolean;
  locale?: string;
  apiUrl?: string;
  stytchApi?: boolean;
  snippets?: string;
  bundle?: string;
  bundleUrl?: string;
  framework?: string;
}
