import type { SnippetFormat } from '../../harness/shared/snippet-formats';
import type {
  OAUTH_PROVIDERS,
  ONE_TAP_POSITIONS,
  OtpMethod,
  Product,
} from '../../widget/config/constants';
import type { Locale } from '../../widget/i18n/locales';
import type { BundleAnswer } from '../prompts/bundle';

export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];
export type OneTapPosition = (typeof ONE_TAP_POSITIONS)[number];

/** Everything init asks, before it becomes a config file. */
export interface InitAnswers {
  publicToken: string;
  products: Product[];
  otp?: { methods: OtpMethod[]; expirationMinutes: number };
  /** Where magic links and OAuth return to (the redirect page). */
  redirects?: { login: string; signup: string };
  emailMagicLinks?: { loginExpirationMinutes: number; signupExpirationMinutes: number };
  oauth?: { providers: OAuthProviderName[]; oneTap: boolean; oneTapPosition?: OneTapPosition };
  passwords?: { resetPasswordRedirectURL: string; resetPasswordExpirationMinutes: number };
  sessionDurationMinutes: number;
  theme: ThemeAnswers;
  enableShadowDOM: boolean;
  /** The widget's language; English (the widget's default) is left out of the config. */
  locale?: Locale;
  /** Undefined: Stytch's own servers. */
  apiUrl?: string;
  snippets: SnippetFormat[];
  /** Where the snippets load the widget from (a copy init writes, or a URL). */
  bundle: BundleAnswer;
}

export interface ThemeAnswers {
  colors?: { primary: string; secondary: string; success: string; error: string };
  container?: { backgroundColor: string; borderRadius: string; width: string };
  buttonRadius?: string;
  fontFamily?: string;
  logoImageUrl: string;
  hideHeaderText: boolean;
}
