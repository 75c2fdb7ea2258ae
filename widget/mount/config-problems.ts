import type { ConfigProblem } from '../config/problems';
import { publicTokenProblem } from '../config/public-token';
import type { StylesConfig, WidgetConfig } from '../config/schema';
import { httpUrlProblem } from '../config/url';
import { type ModeRules, validateStyles, validateWidgetConfig } from '../config/validate';
import { DEFAULT_LOCALE, isLocale, type Locale, localeProblem } from '../i18n/locales';

export interface CheckedOptions {
  config: WidgetConfig;
  styles: StylesConfig;
  locale: Locale;
  problems: ConfigProblem[];
}

/**
 * Everything a mount rejects: the token, the API URL, the config with the mount mode's own rules, the
 * theme and the language. `stytch-widget validate` runs the same config checks on a config file.
 */
export function checkMountOptions(
  modeRules: ModeRules,
  publicToken: unknown,
  config: unknown,
  styles: unknown,
  locale?: unknown,
  apiUrl?: unknown,
): CheckedOptions {
  const problems: ConfigProblem[] = [];
  const tokenProblem = publicTokenProblem(publicToken);
  if (tokenProblem) problems.push({ path: 'publicToken', message: tokenProblem });
  const badApiUrl = apiUrl === undefined ? null : httpUrlProblem(apiUrl);
  if (badApiUrl) problems.push({ path: 'apiUrl', message: badApiUrl });
  const configResult = validateWidgetConfig(config, modeRules);
  const stylesResult = validateStyles(styles);
  if (!configResult.ok) problems.push(...configResult.problems);
  if (!stylesResult.ok) {
    problems.push(...stylesResult.problems.map((p) => ({ ...p, path: `styles.${p.path}` })));
  }
  const badLocale = localeProblem(locale);
  if (badLocale) problems.push({ path: 'locale', message: badLocale });
  return {
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    config: configResult.ok ? configResult.value : { products: [] },
    styles: stylesResult.ok ? stylesResult.value : {},
    problems,
  };
}
