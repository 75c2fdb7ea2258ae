import type { ConfigFile, StylesConfig } from '../../widget/config/schema';
import type { InitAnswers, ThemeAnswers } from './answers';

function styles(theme: ThemeAnswers): StylesConfig | undefined {
  const out: StylesConfig = {};
  if (theme.container) out.container = { ...theme.container };
  if (theme.colors) out.colors = { ...theme.colors };
  if (theme.buttonRadius) {
    out.buttons = {
      primary: { borderRadius: theme.buttonRadius },
      secondary: { borderRadius: theme.buttonRadius },
    };
  }
  if (theme.fontFamily) out.fontFamily = theme.fontFamily;
  out.hideHeaderText = theme.hideHeaderText;
  if (theme.logoImageUrl) out.logo = { logoImageUrl: theme.logoImageUrl };
  return out;
}

/** The config file for a set of answers, keys in the order a person reads them. */
export function buildConfig(answers: InitAnswers, schemaRef: string): ConfigFile {
  const config: ConfigFile = {
    $schema: schemaRef,
    publicToken: answers.publicToken,
    ...(answers.apiUrl ? { apiUrl: answers.apiUrl } : {}),
    ...(answers.locale && answers.locale !== 'en' ? { locale: answers.locale } : {}),
    products: [...answers.products],
  };
  const { redirects } = answers;
  if (answers.emailMagicLinks) {
    config.emailMagicLinksOptions = {
      ...(redirects ? { loginRedirectURL: redirects.login } : {}),
      loginExpirationMinutes: answers.emailMagicLinks.loginExpirationMinutes,
      ...(redirects ? { signupRedirectURL: redirects.signup } : {}),
      signupExpirationMinutes: answers.emailMagicLinks.signupExpirationMinutes,
    };
  }
  if (answers.oauth) {
    config.oauthOptions = {
      providers: answers.oauth.providers.map((type) =>
        type === 'google' && answers.oauth?.oneTap
          ? { type, one_tap: true, position: answers.oauth.oneTapPosition ?? 'embedded' }
          : { type },
      ),
      ...(redirects
        ? { loginRedirectURL: redirects.login, signupRedirectURL: redirects.signup }
        : {}),
    };
  }
  if (answers.otp) {
    config.otpOptions = {
      methods: [...answers.otp.methods],
      expirationMinutes: answers.otp.expirationMinutes,
    };
  }
  if (answers.passwords) config.passwordOptions = { ...answers.passwords };
  config.sessionOptions = { sessionDurationMinutes: answers.sessionDurationMinutes };
  const themed = styles(answers.theme);
  if (themed) config.styles = themed;
  config.enableShadowDOM = answers.enableShadowDOM;
  return config;
}
