import type { ConfigProblem } from '../config/problems';
import { publicTokenProblem } from '../config/public-token';
import type { StylesConfig, WidgetConfig } from '../config/schema';
import { type ModeRules, validateStyles, validateWidgetConfig } from '../config/validate';

export interface CheckedOptions {
  config: WidgetConfig;
  styles: StylesConfig;
  problems: ConfigProblem[];
}

/**
 * Everything a mount rejects: the token, the config with the mount mode's own rules, and the
 * theme. `stytch-widget validate` runs the same config checks on a config file.
 */
export function checkMountOptions(
  modeRules: ModeRules,
  publicToken: unknown,
  config: unknown,
  styles: unknown,
): CheckedOptions {
  const problems: ConfigProblem[] = [];
  const tokenProblem = publicTokenProblem(publicToken);
  if (tokenProblem) problems.push({ path: 'publicToken', message: tokenProblem });
  const configResult = validateWidgetConfig(config, modeRules);
  const stylesResult = validateStyles(styles);
  if (!configResult.ok) problems.push(...configResult.problems);
  if (!stylesResult.ok) {
    problems.push(...stylesResult.problems.map((p) => ({ ...p, path: `styles.${p.path}` })));
  }
  return {
    config: configResult.ok ? configResult.value : { products: [] },
    styles: stylesResult.ok ? stylesResult.value : {},
    problems,
  };
}
