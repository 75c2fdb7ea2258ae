import type { ConfigProblem } from '../config/problems';
import { publicTokenProblem } from '../config/public-token';
import type { StylesConfig, WidgetConfig } from '../config/schema';
import { validateStyles, validateWidgetConfig } from '../config/validate';
import { composeMain } from '../products/compose';
import { productRegistry } from '../products/registry';

export interface CheckedOptions {
  config: WidgetConfig;
  styles: StylesConfig;
  problems: ConfigProblem[];
}

/** Everything the widget rejects at mount time, with the same messages the CLI prints. */
export function checkMountOptions(
  publicToken: unknown,
  config: unknown,
  styles: unknown,
): CheckedOptions {
  const problems: ConfigProblem[] = [];
  const tokenProblem = publicTokenProblem(publicToken);
  if (tokenProblem) problems.push({ path: 'publicToken', message: tokenProblem });
  const configResult = validateWidgetConfig(config);
  const stylesResult = validateStyles(styles);
  if (!configResult.ok) problems.push(...configResult.problems);
  if (!stylesResult.ok) {
    problems.push(...stylesResult.problems.map((p) => ({ ...p, path: `styles.${p.path}` })));
  }
  const checkedConfig = configResult.ok ? configResult.value : { products: [] };
  if (configResult.ok) {
    problems.push(
      ...composeMain(checkedConfig, productRegistry, { passkeyAutofill: false }).problems,
    );
  }
  return { config: checkedConfig, styles: stylesResult.ok ? stylesResult.value : {}, problems };
}
